// Data sync calls no other domain and is called by none: its tables are read by its own triggers.
export { dataSyncChanges, dataSyncState } from './schema';
