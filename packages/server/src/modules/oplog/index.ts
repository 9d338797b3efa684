export { described, logged } from './describe';
export { oplogData } from './retention';
export { type OpLogEntry, writeOpLog } from './writer';
