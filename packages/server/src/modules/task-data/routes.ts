import type { FastifyInstance } from 'fastify';
import { importRoutes } from './item-import';
import { itemRoutes } from './item-routes';
import { openItemRoutes } from './open-routes';
import { spaceRoutes } from './space-routes';

/**
 * Task data (console-administration.md §2-§5): spaces (list, detail, add,
 * edit, delete) and their items (list, add, delete, rerun, import). Scoped
 * to the caller's departments like every list.
 */
export async function taskDataRoutes(api: FastifyInstance): Promise<void> {
  spaceRoutes(api);
  itemRoutes(api);
  importRoutes(api);
  openItemRoutes(api);
}
