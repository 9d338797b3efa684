export {
  fieldValueCondition,
  fieldValuesOf,
  type ShownFieldValue,
  serviceKey,
  serviceParametersFor,
} from './values';
