export { shout } from './shout';
