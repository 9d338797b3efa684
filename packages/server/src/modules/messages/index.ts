export { accountAlerts, KNOWN_IPS } from './alerts';
export { messageData } from './retention';
export { type MessageHost, markSubjectRead, sendMessage } from './service';
export { type RunEnd, type VersionEvent, workflowAlerts } from './workflow';
