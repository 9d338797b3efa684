import { Code, type ProcessDetail } from '@rpa/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EN, processWorld, storedCounts, uploadExample } from '../../testing/processes';
import { perFile } from '../../testing/suite';
import { operationLogs } from '../oplog/schema';
import { processes } from './schema';

const w = perFile(() => processWorld());

/** A process of the developer, moved into Finance (a department the demo manager manages). */
async function financeProcess(name: string) {
  const up = await uploadExample(w.dev, name);
  await w.app.database.db
    .update(processes)
    .set({ departmentId: w.departmentId('10021') })
    .where(eq(processes.id, up.process.id));
  return up;
}
const remove = (id: number) => w.manager.call('POST', '/process/manager/delete', { id }, EN);
const exists = async (id: number) =>
  (await w.app.database.db.select().from(processes).where(eq(processes.id, id))).length > 0;

describe("the manager's process delete (1201:delete)", () => {
  it('refuses while a version awaits its owner, as the developer delete does, changing nothing', async () => {
    const up = await financeProcess('Pending delete');
    await w.dev.call('POST', '/process/dev/publish', { versionId: up.version.id, ownerId: w.userId.owner });
    const res = await remove(up.process.id);
    expect(res.body).toMatchObject({
      code: Code.CONFLICT,
      msg: 'The process has a version awaiting publishing and cannot be deleted; the developer must withdraw it first',
    });
    expect(await exists(up.process.id)).toBe(true);
    await w.dev.call('POST', '/process/dev/withdraw', { versionId: up.version.id });
    expect((await remove(up.process.id)).body.code).toBe(0);
    expect(await exists(up.process.id)).toBe(false);
  });

  it('deletes a process of the manager departments with its versions and files, and logs it', async () => {
    const up = await financeProcess('Manager deletes');
    await uploadExample(w.dev, 'Manager deletes', '1.0.1', `?processId=${up.process.id}`);
    const before = await storedCounts(w.app, w.filesDir);
    const res = await remove(up.process.id);
    expect(res.body.code, res.body.msg).toBe(0);
    const after = await storedCounts(w.app, w.filesDir);
    expect(after.processes).toBe(before.processes - 1);
    expect(after.versions).toBe(before.versions - 2);
    const detail = await w.manager.call<ProcessDetail>('GET', `/process/manager/detail?id=${up.process.id}`);
    expect(detail.body.code).toBe(Code.BAD_REQUEST);
    const [log] = await w.app.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.module, 'processes'), eq(operationLogs.action, 'delete')))
      .orderBy(desc(operationLogs.id));
    expect(log).toMatchObject({ result: 'success', userName: 'manager' });
  });

  it('does not reach processes outside the manager departments, nor callers without the button', async () => {
    const rnd = await uploadExample(w.dev, 'R and D only');
    expect((await remove(rnd.process.id)).body).toMatchObject({
      code: Code.BAD_REQUEST,
      msg: 'No such process',
    });
    expect(await exists(rnd.process.id)).toBe(true);
    const own = await financeProcess('Not for developers');
    expect((await w.dev.call('POST', '/process/manager/delete', { id: own.process.id })).status).toBe(403);
    expect(await exists(own.process.id)).toBe(true);
  });
});
