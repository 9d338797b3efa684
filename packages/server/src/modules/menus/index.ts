export {
  catalogueItem,
  DEFAULT_LANDING,
  declareMenus,
  IDENTITY_NAMES,
  landingPages,
  normaliseGrants,
  permissionItems,
  permissionTree,
} from './catalogue';
