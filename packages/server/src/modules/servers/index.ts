export { beating } from './beating';
export { serverNodes } from './schema';
