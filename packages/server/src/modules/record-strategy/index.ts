export { recordsRuns } from './settings';
