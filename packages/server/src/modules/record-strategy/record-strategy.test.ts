import { Code, type OplogRow, type Page, type TaskDetail } from '@rpa/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Caller } from '../../testing/client';
import { EN, publishToUser } from '../../testing/processes';
import {
  licensedNode,
  MANUAL_SWEEPS,
  type Node,
  type nodeFactory,
  rawRobotInRnd,
} from '../../testing/robots';
import { examplePackage } from '../processes/example';

let factory: ReturnType<typeof nodeFactory>;
let node: Node;
let as: Record<'admin' | 'dev' | 'owner' | 'user' | 'manager', Caller>;
let processId: number;

beforeAll(async () => {
  ({ factory, node, as } = await licensedNode(MANUAL_SWEEPS, ['admin', 'dev', 'owner', 'user', 'manager']));
  processId = await publishToUser(as, await examplePackage({ name: 'Recorded example' }));
}, 60_000);
afterAll(async () => {
  await node.app.close();
  await factory.close();
});

const STRATEGY = { transferPort: 9001, controlPort: 9002, logPort: 9003, recordByDefault: true };
const save = (body: Record<string, unknown>, lang = 'en_US') =>
  as.admin.call('POST', '/sys/recordStrategy/save', { ...STRATEGY, ...body }, { headers: { lang } });

/** The offer a robot of the process's department receives for a run the user starts now. */
async function nextOffer(robotsNo: string) {
  const { raw } = await rawRobotInRnd(node, as.admin, robotsNo);
  const run = await as.user.call<TaskDetail>(
    'POST',
    '/task/run',
    { processId, parameters: { month: '2026-12', invoice_file: 'a.csv' } },
    EN,
  );
  expect(run.body.code, run.body.msg).toBe(0);
  await node.app.dispatcher.pass();
  const offer = await raw.next('task.offer');
  expect(offer.taskId).toBe(run.body.result.id);
  raw.close();
  return offer;
}

describe('record strategy', () => {
  it('records runs until told otherwise', async () => {
    const detail = await as.admin.call('POST', '/sys/recordStrategy/detail');
    expect(detail.body.result).toEqual(STRATEGY);
  });

  it('refuses a port out of range, a missing one and two equal ones, in both languages, storing nothing', async () => {
    const range = await save({ transferPort: 65_536 });
    expect(range.body.code).toBe(Code.BAD_REQUEST);
    expect(range.body.msg).toContain('transferPort');
    const missing = await save({ controlPort: null }, 'zh_CN');
    expect(missing.body.msg).toContain('请输入 0 到 65535 之间的端口');
    const same = await save({ logPort: 9001 });
    expect(same.body.msg).toContain('The transfer, control and log ports must differ');
    expect((await as.admin.call('POST', '/sys/recordStrategy/detail')).body.result).toEqual(STRATEGY);
    // Port 0 is a port the spec allows.
    expect((await save({ transferPort: 0 })).body.code).toBe(0);
  });

  it('is for managers of the whole installation, and every save is in the operation log', async () => {
    expect((await as.manager.call('POST', '/sys/recordStrategy/save', STRATEGY)).body.code).toBe(
      Code.FORBIDDEN,
    );
    expect((await as.user.call('POST', '/sys/recordStrategy/detail')).body.code).toBe(Code.FORBIDDEN);
    const log = await as.admin.call<Page<OplogRow>>('POST', '/sys/oplog/list', { module: 'recordStrategy' });
    expect(log.body.result.records.map((r) => [r.result, r.userName])).toEqual([
      ['fail', 'manager'],
      ['success', 'admin'],
      ['fail', 'admin'],
      ['fail', 'admin'],
      ['fail', 'admin'],
    ]);
  });

  it('reaches the robots: offers made after a save say whether to record', async () => {
    expect((await save({ recordByDefault: false })).body.code).toBe(0);
    expect((await nextOffer('REC-OFF-1')).record).toBe(false);
    expect((await save({ recordByDefault: true })).body.code).toBe(0);
    expect((await nextOffer('REC-ON-1')).record).toBe(true);
  });
});
