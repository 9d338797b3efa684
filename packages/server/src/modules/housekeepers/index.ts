export { housekeepers } from './schema';
