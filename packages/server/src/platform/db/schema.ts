/**
 * The whole schema: each domain keeps its tables in modules/<domain>/schema.ts
 * and is re-exported here. Migrations are generated from it with
 * `npm run db:generate` into drizzle/ and never edited after landing.
 */
export * from '../../modules/ad-domain/schema';
export * from '../../modules/applications/schema';
export * from '../../modules/auth/schema';
export * from '../../modules/calendars/schema';
export * from '../../modules/components/schema';
export * from '../../modules/dashboards/schema';
export * from '../../modules/data-cleaning/schema';
export * from '../../modules/data-sync/schema';
export * from '../../modules/departments/schema';
export * from '../../modules/fields/schema';
export * from '../../modules/files/schema';
export * from '../../modules/housekeepers/schema';
export * from '../../modules/licences/schema';
export * from '../../modules/machine-keys/schema';
export * from '../../modules/messages/schema';
export * from '../../modules/oplog/schema';
export * from '../../modules/processes/schema';
export * from '../../modules/robots/schema';
export * from '../../modules/roles/schema';
export * from '../../modules/schedules/schema';
export * from '../../modules/servers/schema';
export * from '../../modules/shares/schema';
export * from '../../modules/task-data/schema';
export * from '../../modules/tasks/schema';
export * from '../../modules/upgrades/schema';
export * from '../../modules/users/schema';
export * from '../../modules/variables/schema';
export * from '../../modules/webhooks/schema';
export * from '../limits/schema';
export { sysConfig } from './sys-config';
