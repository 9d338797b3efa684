export { type Arriving, type Destination, type Doer, placeFile } from './place';
export { fileOperations, files } from './schema';
