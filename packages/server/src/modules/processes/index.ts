export { identityScope, scopedProcess, visibleTo } from './access';
export { developerScope, managerScope, ownerScope, userScope } from './query';
export { countRuns, type StartedRun } from './runs';
export { processes, versions } from './schema';
export { receiveFile } from './upload';
