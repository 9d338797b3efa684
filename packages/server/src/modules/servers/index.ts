export { serverNodes } from './schema';
