import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Sealer } from './crypto';
import type { Db } from './db';
import type { FileHolder } from './files';
import type { MenuDeclaration } from './menu';

/**
 * A domain as the app assembles it (docs/architecture.md, "Adding a
 * domain"): `modules/<name>/domain.ts` exports one, its index.ts exports its
 * public functions, and `modules/index.ts` lists the domains. Its tables are re-exported by
 * platform/db/schema.ts (drizzle-kit reads that file), its texts live in the
 * contracts.
 */
export interface Domain {
  /** The folder under modules/ (or "gateway"). */
  name: string;
  /** Set-up on the root app, in list order, before any route: decorations, hooks, background work. */
  install?: (app: FastifyInstance) => Promise<void>;
  /** Its routes, under the API base. */
  routes?: FastifyPluginAsync;
  /** Its screens in the identities' menus (ids from the area ranges of modules/menus/catalogue.ts). */
  menus?: readonly MenuDeclaration[];
  /** Which stored files its rows name: the app's file store keeps those when another domain lets go of them. */
  holdsFiles?: FileHolder;
  /**
   * Seals its secrets at rest again under the current master key (a rotation,
   * docs/operations.md); answers how many values it re-sealed.
   */
  reseal?: (db: Db, sealer: Sealer) => Promise<number>;
}
