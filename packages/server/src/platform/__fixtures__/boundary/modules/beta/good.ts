import { shout } from '../alpha';

export const good = shout('through the index');
