export { robotUpgradeList } from './settings';
