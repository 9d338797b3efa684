export { getPolicy, type SecurityPolicy } from './policy';
