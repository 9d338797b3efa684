import type { TaskStateValue } from '@rpa/contracts';
import { eq, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { within } from '../../platform/db/conditions';
import { type RunEnd, sendMessage, workflowAlerts } from '../messages';
import { processes } from '../processes';
import { schedules } from '../schedules';
import { users } from '../users';
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
 * A task that failed or timed out: a task alert to the user who started it
 * and, for a schedule's task, to the schedule's receiving users and the
 * users of its receiving departments. Each reads it in their own language
 * and it opens the run.
 */
export async function alertTaskEnd(app: FastifyInstance, task: TaskRecord): Promise<void> {
  const key = ALERTED[task.state as TaskStateValue];
  if (!key) return;
  const db = app.database.db;
  const [p] = await db
    .select({ name: processes.name })
    .from(processes)
    .where(eq(processes.id, task.processId));
  if (task.operatorId !== null) {
    await workflowAlerts.runEnded(app, {
      end: task.state as RunEnd,
      runnerId: task.operatorId,
      taskId: task.id,
      process: p?.name ?? '',
      error: task.error,
    });
  }
  if (task.scheduleId === null) return;
  const [s] = await db.select().from(schedules).where(eq(schedules.id, task.scheduleId));
  if (!s) return;
  const people = await db
    .select({ id: users.id })
    .from(users)
    .where(or(within(users.id, s.receiverUserIds), within(users.departmentId, s.receiverDepartmentIds)));
  const params = { schedule: s.name, process: p?.name ?? '', task: task.id, error: task.error || '-' };
  await sendMessage(app, {
    // The runner heard of it above.
    userIds: people.map((u) => u.id).filter((id) => id !== task.operatorId),
    alertLevel: 'error',
    alertType: 'task',
    module: 'tasks',
    subject: { type: 'task', id: task.id },
    text: { desc: key, content: 'tasks.alertContent', params },
  });
}
