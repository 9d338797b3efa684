export { components, componentVersions, versionComponents } from './schema';
export { componentsForRobots, heldComponentFiles, linkComponents, resolveComponents } from './usage';
