export { countRuns, type StartedRun } from './runs';
