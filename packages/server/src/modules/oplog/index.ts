export { described, logged } from './describe';
export { type OpLogEntry, writeOpLog } from './writer';
