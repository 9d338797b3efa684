export { upgradePackages, upgradeTargets, upgradeTasks } from './schema';
