import { keptByTime } from '../../platform/retention';
import { messages } from './schema';

/** Every recipient's messages, kept by the time each was raised, read or not. */
export const messageData = keptByTime(messages, { id: messages.id, time: messages.createdAt });
