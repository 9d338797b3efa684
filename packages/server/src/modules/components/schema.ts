import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { reference, timestamps, timestamptz, uniqueIgnoringCase } from '../../platform/db/columns';
import { versions } from '../processes';

/** A custom component project (console-administration.md §2): reusable work processes depend on. */
export const components = pgTable(
  'components',
  {
    id: serial('id').primaryKey(),
    /** The project name, as component packages and process manifests spell it. */
    name: varchar('name', { length: 64 }).notNull(),
    /** The latest version's description. */
    description: varchar('description', { length: 500 }).notNull().default(''),
    createdBy: varchar('created_by', { length: 50 }).notNull().default(''),
    ...timestamps(),
  },
  (t) => [uniqueIgnoringCase('components_name_idx', t.name)],
);

/** A component input or output as its manifest declares it. */
export interface ComponentPort {
  name: string;
  type: string;
  description?: string;
}

/** An uploaded version of a component: the package in the file store, found by its checksum. */
export const componentVersions = pgTable(
  'component_versions',
  {
    id: serial('id').primaryKey(),
    componentId: reference('component_id', () => components.id, { onDelete: 'cascade' }),
    version: varchar('version', { length: 20 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    inputs: jsonb('inputs').$type<ComponentPort[]>().notNull(),
    outputs: jsonb('outputs').$type<ComponentPort[]>().notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    /** Where the file store keeps the package. */
    fileKey: varchar('file_key', { length: 200 }).notNull(),
    uploadedBy: varchar('uploaded_by', { length: 50 }).notNull().default(''),
    uploadedAt: timestamptz('uploaded_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('component_versions_version_idx').on(t.componentId, t.version)],
);

/** The component versions a process version's manifest declares. */
export const versionComponents = pgTable(
  'version_components',
  {
    versionId: integer('version_id')
      .notNull()
      .references(() => versions.id, { onDelete: 'cascade' }),
    componentVersionId: integer('component_version_id')
      .notNull()
      .references(() => componentVersions.id),
  },
  (t) => [
    primaryKey({ columns: [t.versionId, t.componentVersionId] }),
    index('version_components_component_idx').on(t.componentVersionId),
  ],
);
