import { count, inArray, lt } from 'drizzle-orm';
import { type RetainedData, tableBytes } from '../../platform/retention';
import { messages } from './schema';

/** Every recipient's messages, kept by the time each was raised, read or not. */
export const messageData: RetainedData = {
  async measure(db, before) {
    const [held] = await db.select({ n: count() }).from(messages);
    const [expired] = before
      ? await db.select({ n: count() }).from(messages).where(lt(messages.createdAt, before))
      : [];
    return { rows: held?.n ?? 0, bytes: await tableBytes(db, 'messages'), expiredRows: expired?.n ?? 0 };
  },
  async purge(db, before, limit) {
    const oldest = db
      .select({ id: messages.id })
      .from(messages)
      .where(lt(messages.createdAt, before))
      // Ids grow with time: the primary key walks from the oldest and stops at the limit.
      .orderBy(messages.id)
      .limit(limit);
    const gone = await db.delete(messages).where(inArray(messages.id, oldest)).returning({ id: messages.id });
    return { rows: gone.length, files: [] };
  },
};
