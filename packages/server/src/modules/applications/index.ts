export { isApplicationToken, type OpenCaller, resolveToken } from './credentials';
export { oncePerKey } from './idempotency';
export { applicationRunKeys, applications, applicationTokens } from './schema';
