export { calendars } from './schema';
export { loadOverrides, type Overrides } from './service';
