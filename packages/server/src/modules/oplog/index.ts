export { described } from './describe';
export { type OpLogEntry, writeOpLog } from './writer';
