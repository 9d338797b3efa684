export type { Mailer } from './mailer';
