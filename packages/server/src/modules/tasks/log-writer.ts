import type { RobotMessage } from '@rpa/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db';

type LogMessage = Extract<RobotMessage, { type: 'task.log' }>;

interface Pending {
  robotId: number;
  m: LogMessage;
  done: () => void;
  fail: (err: unknown) => void;
}

/**
 * Writes robots' log lines in group commits: the batches that arrive while
 * one write is under way all go in the next, as one statement. A fleet
 * logging at once costs a few statements a second instead of three per
 * batch, and a lone robot waits for nothing (docs/benchmarks.md, robot
 * fleet). Each caller waits for the write holding its lines, so a
 * connection's messages stay in order: a result never overtakes its last lines.
 */
export function createLogWriter(db: Db, log: FastifyBaseLogger) {
  let waiting: Pending[] = [];
  let writing = false;

  async function flush(): Promise<void> {
    writing = true;
    while (waiting.length > 0) {
      const group = waiting;
      waiting = [];
      try {
        await writeLines(db, group);
        for (const p of group) p.done();
      } catch (err) {
        if (group.length === 1) {
          group[0]?.fail(err);
          continue;
        }
        // One batch the database refuses must not cost the others their lines: each alone.
        log.warn({ err }, 'task logs: a group write failed; writing its batches one by one');
        for (const p of group) {
          await writeLines(db, [p]).then(p.done, p.fail);
        }
      }
    }
    writing = false;
  }

  return (robotId: number, m: LogMessage): Promise<void> =>
    new Promise<void>((done, fail) => {
      waiting.push({ robotId, m, done, fail });
      if (!writing) void flush();
    });
}

/**
 * One statement: the lines of tasks their robot holds are added (a line
 * already there, resent after a reconnect, is skipped by its seq) and each
 * task's line count grows by what was added. Arrays travel as six
 * parameters, whatever the number of lines.
 */
async function writeLines(db: Db, group: Pending[]): Promise<void> {
  const robotIds: number[] = [];
  const taskIds: number[] = [];
  const seqs: number[] = [];
  const times: string[] = [];
  const levels: string[] = [];
  const texts: string[] = [];
  const now = new Date().toISOString();
  for (const { robotId, m } of group) {
    for (const l of m.lines) {
      robotIds.push(robotId);
      taskIds.push(m.taskId);
      seqs.push(l.seq);
      times.push(Number.isNaN(Date.parse(l.time)) ? now : new Date(l.time).toISOString());
      levels.push(l.level);
      texts.push(l.text);
    }
  }
  // sql.param: an array is one parameter (a bare array would be spread into one per element).
  await db.execute(sql`
    with line as (
      select * from unnest(
        ${sql.param(robotIds)}::int[], ${sql.param(taskIds)}::bigint[], ${sql.param(seqs)}::int[],
        ${sql.param(times)}::timestamptz[], ${sql.param(levels)}::text[], ${sql.param(texts)}::text[]
      ) as l(robot_id, task_id, seq, time, level, text)
    ), added as (
      insert into task_logs (task_id, seq, time, level, text)
      select line.task_id, line.seq, line.time, line.level, line.text
      from line join tasks on tasks.id = line.task_id and tasks.robot_id = line.robot_id
      on conflict do nothing
      returning task_id
    )
    update tasks set log_count = tasks.log_count + n.added
    from (select task_id, count(*)::int as added from added group by task_id) n
    where tasks.id = n.task_id`);
}
