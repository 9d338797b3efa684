export { robotFreed, robotTookTask } from './run-state';
