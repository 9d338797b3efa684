export { isApplicationToken, type OpenCaller, resolveToken } from './credentials';
export { applications, applicationTokens } from './schema';
