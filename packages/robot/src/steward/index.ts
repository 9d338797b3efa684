export { reportedSize } from './display';
export { Steward, type StewardOptions, type StewardState } from './steward';
