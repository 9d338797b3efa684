export { type AllowedRobot, allowedRobotIds, allowedRobotNames, robotAllowed } from './allowed';
export { inScope } from './query';
export { writeRobotRecords } from './records';
export { askApproval } from './requests';
export {
  markRobotsOffline,
  reportedRunState,
  robotFreed,
  robotsTookTasks,
  robotUpgrading,
  TAKES_NO_TASK,
  takeRobotsOffline,
} from './run-state';
export { robotProcesses, robots } from './schema';
