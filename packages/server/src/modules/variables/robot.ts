import type { MessageKey, VariableForRobot } from '@rpa/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { VariableDesk } from '../../gateway';
import { processes } from '../processes';
import { robotAllowed, robots } from '../robots';
import { HOLDING_STATES, tasks } from '../tasks';
import { variableAccessRecords, variables } from './schema';

/**
 * Answers robots' variable requests (docs/robot-protocol.md, "Variables"): a
 * robot running a task reads variables of its department that allow it (none
 * chosen: every robot of the department), and writes back client-modifiable
 * ones. Each read and write is an access record; anything else is refused by
 * name with the reason, in the server's language. Values are never logged.
 */
export function variableDesk(app: FastifyInstance): VariableDesk {
  const db = app.database.db;
  const text = (key: MessageKey, params?: Record<string, string | number>) => app.gateway.text(key, params);

  return {
    async answer(robotId, m) {
      const names = m.type === 'variable.get' ? m.names : [m.name];
      const reply = { type: 'variable.reply' as const, requestId: m.requestId };
      const refuseAll = (message: string) => ({
        ...reply,
        values: [],
        errors: names.map((name) => ({ name, message })),
      });
      const [run] = await db
        .select({
          robotsNo: robots.robotsNo,
          departmentId: robots.departmentId,
          taskId: tasks.id,
          processName: processes.name,
        })
        .from(tasks)
        .innerJoin(robots, eq(robots.id, tasks.robotId))
        .innerJoin(processes, eq(processes.id, tasks.processId))
        .where(
          and(eq(tasks.id, m.taskId), eq(tasks.robotId, robotId), inArray(tasks.state, [...HOLDING_STATES])),
        );
      if (!run) return refuseAll(text('variables.robotNoTask', { taskId: m.taskId }));

      // PostgreSQL text holds no NUL: such a name or value is refused before any query.
      if (m.type === 'variable.set' && m.value.includes('\0')) return refuseAll(text('error.nulCharacter'));
      const wanted = [...new Set(names.filter((n) => !n.includes('\0')).map((n) => n.toLowerCase()))];
      const found = !wanted.length
        ? []
        : await db
            .select()
            .from(variables)
            .where(
              and(
                eq(variables.departmentId, run.departmentId),
                inArray(sql<string>`lower(${variables.name})`, wanted),
              ),
            );
      const values: VariableForRobot[] = [];
      const errors: Array<{ name: string; message: string }> = [];
      const records: Array<typeof variableAccessRecords.$inferInsert> = [];
      const record = { robotId, robotsNo: run.robotsNo, processName: run.processName, taskId: run.taskId };
      for (const name of names) {
        const v = found.find((f) => f.name.toLowerCase() === name.toLowerCase());
        if (!v) {
          errors.push({ name, message: text('variables.robotUnknown', { name }) });
          continue;
        }
        if (!robotAllowed(v.robotIds, robotId)) {
          errors.push({ name, message: text('variables.robotNotAllowed', { name: v.name }) });
          continue;
        }
        if (m.type === 'variable.set') {
          if (!v.clientModifiable) {
            errors.push({ name, message: text('variables.robotNotModifiable', { name: v.name }) });
            continue;
          }
          const value = v.type === 'password' ? app.sealer.seal(m.value) : m.value;
          await db.update(variables).set({ value, updatedAt: new Date() }).where(eq(variables.id, v.id));
          values.push({
            name: v.name,
            type: v.type as VariableForRobot['type'],
            value: m.value,
            expression: v.expression,
          });
          records.push({ ...record, variableId: v.id, variableName: v.name, action: 'write' });
          continue;
        }
        if (values.some((x) => x.name === v.name)) continue;
        const value = v.type === 'password' ? app.sealer.open(v.value) : v.value;
        values.push({
          name: v.name,
          type: v.type as VariableForRobot['type'],
          value,
          expression: v.expression,
        });
        records.push({ ...record, variableId: v.id, variableName: v.name, action: 'read' });
      }
      if (records.length) await db.insert(variableAccessRecords).values(records);
      return { ...reply, values, errors };
    },
  };
}
