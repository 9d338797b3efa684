export {
  catalogueItem,
  DEFAULT_LANDING,
  IDENTITY_NAMES,
  landingPages,
  normaliseGrants,
  permissionItems,
  permissionTree,
} from './catalogue';
