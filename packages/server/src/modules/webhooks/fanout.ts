import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { query } from '../../platform/db/rows';
import { forgetTaskEvents, taskEventsAfter } from '../tasks';
import { eventOf, payloadOf } from './events';
import { webhookCursor, webhookDeliveries } from './schema';

/** Events read in one pass. */
const BATCH = 500;

interface Endpoint {
  id: number;
  events: string[];
  createdAt: string;
  /** The department path of its application: events of that department and those under it. */
  path: string;
}

export const newMessageId = () => `msg_${randomBytes(12).toString('hex')}`;

/**
 * Turns task events into deliveries, in one transaction with the cursor
 * (locked, so one node at a time does it): each event goes to every
 * endpoint that asked for its type, whose application's department holds
 * the task, and that existed when it happened. Answers how many events it read.
 */
export async function fanOut(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [cursor] = await t.select().from(webhookCursor).where(eq(webhookCursor.id, 1)).for('update');
    if (!cursor) return 0;
    const events = await taskEventsAfter(t, cursor.lastEventId, BATCH);
    const last = events.at(-1);
    if (!last) return 0;
    const endpoints = await query<Endpoint>(
      t,
      sql`select w.id, w.events, w.created_at::text as "createdAt", d.path
          from application_webhooks w
          join applications a on a.id = w.application_id
          join departments d on d.id = a.department_id`,
    );
    if (endpoints.length > 0) {
      const paths = await departmentPaths(t, [...new Set(events.map((e) => e.departmentId))]);
      const rows = events.flatMap((e) => {
        const type = eventOf(e.state);
        const path = paths.get(e.departmentId);
        if (!type || path === undefined) return [];
        return endpoints
          .filter((w) => w.events.includes(type) && path.startsWith(w.path) && new Date(w.createdAt) <= e.at)
          .map((w) => ({
            webhookId: w.id,
            messageId: newMessageId(),
            event: type,
            taskId: e.taskId,
            payload: payloadOf(type, e),
          }));
      });
      if (rows.length > 0) await t.insert(webhookDeliveries).values(rows);
    }
    await t.update(webhookCursor).set({ lastEventId: last.id }).where(eq(webhookCursor.id, 1));
    await forgetTaskEvents(t, last.id);
    return events.length;
  });
}

async function departmentPaths(db: Db, ids: number[]): Promise<Map<number, string>> {
  const rows = await query<{ id: number; path: string }>(
    db,
    sql`select id, path from departments where id = any(${sql.param(ids)})`,
  );
  return new Map(rows.map((r) => [Number(r.id), r.path]));
}
