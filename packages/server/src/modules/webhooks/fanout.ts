import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { applications } from '../applications';
import { departments } from '../departments';
import { type EventStream, STREAMS } from './events';
import { applicationWebhooks, webhookCursor, webhookDeliveries } from './schema';

/** Events read in one pass of a stream. */
const BATCH = 500;

interface Endpoint {
  id: number;
  events: string[];
  createdAt: Date;
  /** The department path of its application: events of that department and those under it. */
  path: string;
}

export const newMessageId = () => `msg_${randomBytes(12).toString('hex')}`;

/**
 * Turns events into deliveries, in one transaction with the stream's cursor
 * (locked, so one node at a time does it): each event goes to every
 * endpoint that asked for its type, whose application's department holds
 * it, and that existed when it happened. Answers how many events it read.
 */
async function fanOutStream(db: Db, stream: EventStream): Promise<number> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const [cursor] = await t
      .select()
      .from(webhookCursor)
      .where(eq(webhookCursor.id, stream.cursorId))
      .for('update');
    if (!cursor) return 0;
    const events = await stream.read(t, cursor.lastEventId, BATCH);
    const last = events.at(-1);
    if (!last) return 0;
    const endpoints: Endpoint[] = await t
      .select({
        id: applicationWebhooks.id,
        events: applicationWebhooks.events,
        createdAt: applicationWebhooks.createdAt,
        path: departments.path,
      })
      .from(applicationWebhooks)
      .innerJoin(applications, eq(applications.id, applicationWebhooks.applicationId))
      .innerJoin(departments, eq(departments.id, applications.departmentId));
    if (endpoints.length > 0) {
      const paths = await departmentPaths(t, [...new Set(events.map((e) => e.departmentId))]);
      const rows = events.flatMap((e) => {
        const path = paths.get(e.departmentId);
        if (!e.type || !e.payload || path === undefined) return [];
        return endpoints
          .filter(
            (w) => w.events.includes(e.type as string) && path.startsWith(w.path) && w.createdAt <= e.at,
          )
          .map((w) => ({
            webhookId: w.id,
            messageId: newMessageId(),
            event: e.type as string,
            taskId: e.taskId,
            payload: e.payload,
          }));
      });
      if (rows.length > 0) await t.insert(webhookDeliveries).values(rows);
    }
    await t.update(webhookCursor).set({ lastEventId: last.id }).where(eq(webhookCursor.id, stream.cursorId));
    await stream.forget(t, last.id);
    return events.length;
  });
}

/** Fans out every stream once; answers how many events were read. */
export async function fanOut(db: Db): Promise<number> {
  let read = 0;
  for (const stream of STREAMS) read += await fanOutStream(db, stream);
  return read;
}

async function departmentPaths(db: Db, ids: number[]): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: departments.id, path: departments.path })
    .from(departments)
    .where(inArray(departments.id, ids));
  return new Map(rows.map((r) => [r.id, r.path]));
}
