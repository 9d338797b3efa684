import { Code, canCancel, canStop, type TaskDetail, type TaskStateValue } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../platform/http/errors';
import { afterFinish, moveTask } from './lifecycle';
import { tasks } from './schema';

/**
 * Cancelling and stopping: the manager's button (users may cancel and stop the tasks they
 * started), the states it may start from, the refusal otherwise and the state it moves to.
 */
export const CONTROLS = {
  cancel: { key: '1401:cancel', can: canCancel, refused: 'tasks.cannotCancel', to: 'cancelled' },
  stop: { key: '1401:stop', can: canStop, refused: 'tasks.cannotStop', to: 'stopping' },
} as const;

/**
 * Cancels or stops a task the caller sees (`seen` refuses the others) and may
 * control (`may`), when its state allows; otherwise the control's refusal,
 * naming the state it is in by then. A stop is passed on to the robot.
 */
export async function controlTask(
  app: FastifyInstance,
  taskId: number,
  which: keyof typeof CONTROLS,
  seen: (taskId: number) => Promise<TaskDetail>,
  may: (task: TaskDetail, key: string) => Promise<void>,
): Promise<void> {
  const db = app.database.db;
  const { key, can, refused, to } = CONTROLS[which];
  const t = await seen(taskId);
  await may(t, key);
  if (!can(t.state as TaskStateValue)) throw new AppError(Code.CONFLICT, refused, { state: t.state });
  const moved = await moveTask(db, taskId, to, which === 'cancel' ? { finishedAt: new Date() } : undefined);
  if (!moved) throw new AppError(Code.CONFLICT, refused, { state: (await seen(taskId)).state });
  if (which === 'cancel') {
    await afterFinish(db, moved);
  } else if (moved.robotId !== null && (await app.gateway.requestStop(moved.robotId, taskId))) {
    await db.update(tasks).set({ stopSubmitted: true }).where(eq(tasks.id, taskId));
  }
}
