export {
  deleteFiles,
  describeFile,
  documentRow,
  processDocument,
  processDocuments,
  sendFile,
} from './documents';
export { forwardArrivals } from './forward';
export { type OperationRecord, recordOperations } from './operations';
export { type Arriving, type Destination, type Doer, type Placed, placeFile } from './place';
export { producedDocuments } from './retention';
export { fileOperations, files } from './schema';
