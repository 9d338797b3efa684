export { checkUserPassword, confirmOwnPassword } from './attempts';
export { ipOf } from './guard';
export { sessions } from './schema';
export { revokeUserSessions, setCurrentIdentity } from './sessions';
