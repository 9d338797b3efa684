import { shout } from '../alpha/shout';

export const bad = shout('into the internals');
