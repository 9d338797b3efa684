import type { MessageKey } from '@rpa/contracts';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FieldDesk } from '../../gateway';
import { processes } from '../processes';
import { HOLDING_STATES, tasks } from '../tasks';
import { logFields } from './schema';
import { reportValue } from './values';

/**
 * Takes robots' business field reports (docs/robot-protocol.md, "Business
 * fields"): a robot running a task reports a value for an enabled field of
 * the task's process (or of every process); the value is checked against
 * the field's type and kept with the run, the last report winning.
 */
export function fieldDesk(app: FastifyInstance): FieldDesk {
  const db = app.database.db;
  const text = (key: MessageKey, params?: Record<string, string | number>) => app.gateway.text(key, params);
  return {
    async answer(robotId, m) {
      const reply = { type: 'field.reply' as const, requestId: m.requestId };
      const [run] = await db
        .select({ id: tasks.id, processId: tasks.processId, processName: processes.name })
        .from(tasks)
        .innerJoin(processes, eq(processes.id, tasks.processId))
        .where(
          and(eq(tasks.id, m.taskId), eq(tasks.robotId, robotId), inArray(tasks.state, [...HOLDING_STATES])),
        );
      if (!run) return { ...reply, error: text('fields.robotNoTask', { taskId: m.taskId }) };
      const key = m.key.trim().toLowerCase();
      const [field] = await db
        .select()
        .from(logFields)
        .where(
          and(
            eq(logFields.key, key),
            eq(logFields.enabled, true),
            or(isNull(logFields.processId), eq(logFields.processId, run.processId)),
          ),
        );
      if (!field) return { ...reply, error: text('fields.robotUnknown', { process: run.processName, key }) };
      const refused = await reportValue(db, app.sealer, app.config.timezone, run.id, field, m.value);
      return refused ? { ...reply, error: text(refused.key, refused.params) } : reply;
    },
  };
}
