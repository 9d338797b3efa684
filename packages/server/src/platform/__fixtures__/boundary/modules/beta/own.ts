import { good } from './good';

export const own = `${good} within its own domain`;
