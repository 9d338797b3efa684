import type { TaskStateValue } from '@rpa/contracts';
import { eq, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { t } from '../../platform/http/errors';
import { sendMessage } from '../messages/service';
import { processes } from '../processes/schema';
import { schedules } from '../schedules/schema';
import { users } from '../users/schema';
import type { TaskRecord } from './lifecycle';

/** Ends that alert a schedule's receiving users (console-core.md §3). */
const ALERTED: Partial<
  Record<TaskStateValue, 'tasks.alertFailed' | 'tasks.alertPendout' | 'tasks.alertRunout'>
> = {
  failed: 'tasks.alertFailed',
  pendout: 'tasks.alertPendout',
  runout: 'tasks.alertRunout',
};

/**
 * A scheduled task that failed or timed out: a task alert to the schedule's
 * receiving users and the active users of its receiving departments, in the
 * platform language (nobody's request caused it).
 */
export async function alertTaskEnd(app: FastifyInstance, task: TaskRecord): Promise<void> {
  const key = ALERTED[task.state as TaskStateValue];
  if (!key || task.scheduleId === null) return;
  const db = app.database.db;
  const [s] = await db.select().from(schedules).where(eq(schedules.id, task.scheduleId));
  if (!s) return;
  const people = await db
    .select({ id: users.id })
    .from(users)
    .where(
      or(
        inArray(users.id, s.receiverUserIds.length ? s.receiverUserIds : [-1]),
        inArray(users.departmentId, s.receiverDepartmentIds.length ? s.receiverDepartmentIds : [-1]),
      ),
    );
  const [p] = await db
    .select({ name: processes.name })
    .from(processes)
    .where(eq(processes.id, task.processId));
  const lang = app.config.appLang;
  const params = { schedule: s.name, process: p?.name ?? '', task: task.id, error: task.error || '-' };
  await sendMessage(app, {
    userIds: people.map((u) => u.id),
    alertLevel: 'error',
    alertType: 'task',
    module: 'tasks',
    alertDesc: t(lang, key, params),
    content: t(lang, 'tasks.alertContent', params),
  });
}
