export { checkUserPassword, confirmOwnPassword } from './attempts';
export { ipOf, verifySignature } from './guard';
export { sessions } from './schema';
export { resolveSession, revokeUserSessions, type Session, setCurrentIdentity } from './sessions';
