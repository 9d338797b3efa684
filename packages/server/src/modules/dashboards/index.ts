export { runStats } from './figures';
