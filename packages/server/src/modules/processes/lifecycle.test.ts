import {
  Code,
  type DeleteVersionResult,
  type MessageKey,
  type Page,
  type ProcessDetail,
  type VersionAction,
  type VersionRecordRow,
  type VersionRow,
} from '@rpa/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { t } from '../../platform/http/errors';
import type { Caller } from '../../testing/client';
import { EN, type ProcessWorld, processWorld, uploadExample } from '../../testing/processes';
import { operationLogs } from '../oplog/schema';
import { processes, versions } from './schema';

let w: ProcessWorld;
beforeAll(async () => {
  w = await processWorld();
});
afterAll(() => w.app.close());

let seq = 0;
const callers = ['dev', 'dev2', 'owner', 'owner2', 'user', 'manager'] as const;
type Who = (typeof callers)[number];
const as = (who: Who): Caller => w[who];

/** The calls of each action: path and body. */
const ACTIONS: Record<VersionAction, (versionId: number) => [string, Record<string, unknown>]> = {
  publish: (versionId) => ['/process/dev/publish', { versionId, ownerId: w.userId.owner }],
  withdraw: (versionId) => ['/process/dev/withdraw', { versionId }],
  delete: (versionId) => ['/process/dev/delete', { versionId }],
  approve: (versionId) => ['/process/owner/approve', { versionId }],
  reject: (versionId) => ['/process/owner/reject', { versionId, reason: 'amounts are not checked' }],
  back: (versionId) => ['/process/owner/back', { versionId, reason: 'describe the parameters' }],
};

function act(who: Who, action: VersionAction, versionId: number) {
  const [url, body] = ACTIONS[action](versionId);
  return as(who).call<VersionRow | DeleteVersionResult>('POST', url, body, EN);
}

async function ok(who: Who, action: VersionAction, versionId: number) {
  const res = await act(who, action, versionId);
  expect(res.body.code, res.body.msg).toBe(0);
  return res.body.result;
}

/** A version as the developer's version list shows it. */
async function version(versionId: number): Promise<VersionRow> {
  const [row] = await w.app.database.db
    .select({ processId: versions.processId })
    .from(versions)
    .where(eq(versions.id, versionId));
  const res = await w.dev.call<Page<VersionRow>>('POST', '/process/dev/versions', {
    processId: row!.processId,
    size: 100,
  });
  return res.body.result.records.find((v) => v.id === versionId)!;
}

type State = 'edit' | 'pre_release' | 'release' | 'inactive';

/**
 * A fresh process whose version `versionId` is in `state`. Every one has
 * been submitted once, so its owner (the demo owner) is fixed; the inactive
 * one keeps a second, active version.
 */
async function inState(state: State): Promise<{ versionId: number; processId: number }> {
  const up = await uploadExample(w.dev, `Lifecycle ${++seq}`);
  const versionId = up.version.id;
  await ok('dev', 'publish', versionId);
  if (state === 'edit') await ok('dev', 'withdraw', versionId);
  if (state === 'release') await ok('owner', 'approve', versionId);
  if (state === 'inactive') {
    await ok('dev', 'withdraw', versionId);
    await uploadExample(w.dev, up.process.name, '2.0.0');
    await ok('dev', 'delete', versionId);
  }
  return { versionId, processId: up.process.id };
}

const STATUS: Record<State, { status: number; active: boolean }> = {
  edit: { status: 0, active: true },
  pre_release: { status: 1, active: true },
  release: { status: 2, active: true },
  inactive: { status: 0, active: false },
};

/** What each caller gets for each action in each state: null is allowed, else the refusal. */
function expected(who: Who, action: VersionAction, state: State): { code: number; key: MessageKey } | null {
  const developerCall = action === 'publish' || action === 'withdraw' || action === 'delete';
  const holdsIdentity = developerCall ? who === 'dev' || who === 'dev2' : who === 'owner' || who === 'owner2';
  if (!holdsIdentity) return { code: Code.FORBIDDEN, key: 'error.forbidden' };
  if (state === 'inactive') return { code: Code.CONFLICT, key: 'versions.inactive' };
  if (who === 'dev2') return { code: Code.FORBIDDEN, key: 'versions.notDeveloper' };
  if (who === 'owner2') return { code: Code.FORBIDDEN, key: 'versions.notOwner' };
  const from: Record<VersionAction, State[]> = {
    publish: ['edit'],
    withdraw: ['pre_release'],
    delete: ['edit', 'release'],
    approve: ['pre_release'],
    reject: ['pre_release'],
    back: ['pre_release'],
  };
  if (from[action].includes(state)) return null;
  const key: MessageKey =
    action === 'publish'
      ? 'versions.publishNotEdit'
      : action === 'delete'
        ? 'versions.deletePending'
        : 'versions.notPending';
  return { code: Code.CONFLICT, key };
}

const AFTER: Record<VersionAction, { status: number; active: boolean; record: string | null }> = {
  publish: { status: 1, active: true, record: 'release' },
  withdraw: { status: 0, active: true, record: 'devback' },
  delete: { status: 0, active: false, record: null },
  approve: { status: 2, active: true, record: 'appr' },
  reject: { status: 0, active: true, record: 'reject' },
  back: { status: 0, active: true, record: 'back' },
};

describe('every transition, per identity and state', () => {
  const states: State[] = ['edit', 'pre_release', 'release', 'inactive'];
  const shared = {} as Record<State, { versionId: number; processId: number }>;
  beforeAll(async () => {
    for (const s of states) shared[s] = await inState(s);
  });

  for (const state of states) {
    for (const action of Object.keys(ACTIONS) as VersionAction[]) {
      for (const who of callers) {
        const outcome = expected(who, action, state);
        const title = `${who} ${action} on a version in ${state}: ${outcome ? outcome.key : 'allowed'}`;
        it(title, async () => {
          if (outcome) {
            const { versionId } = shared[state];
            const res = await act(who, action, versionId);
            expect(res.status).toBe(outcome.code === Code.FORBIDDEN ? 403 : 409);
            expect(res.body).toMatchObject({ code: outcome.code, msg: t('en_US', outcome.key) });
            expect(await version(versionId)).toMatchObject(STATUS[state]);
            return;
          }
          const { versionId, processId } = await inState(state);
          const result = await ok(who, action, versionId);
          if (action === 'delete') {
            // Its only version: the process goes with it (a second version keeps it; see below).
            expect(result).toEqual({ processDeleted: true });
            const left = await w.app.database.db.select().from(processes).where(eq(processes.id, processId));
            expect(left).toEqual([]);
            return;
          }
          const after = await version(versionId);
          const a = AFTER[action];
          expect(after).toMatchObject({ active: a.active, status: a.status });
          if (a.record) {
            expect(after.lastRecord).toMatchObject({
              type: a.record,
              actorName: w[who].login.user.userAlias,
            });
          }
          if (action === 'approve') expect(after.releasedAt).not.toBeNull();
        });
      }
    }
  }
});

describe('reasons, owners and deletion', () => {
  it('requires a reason to reject or return, and keeps the version waiting without one', async () => {
    const { versionId } = await inState('pre_release');
    for (const action of ['reject', 'back'] as const) {
      for (const reason of [undefined, '', '   ']) {
        const res = await w.owner.call('POST', `/process/owner/${action}`, { versionId, reason }, EN);
        expect(res.body.code).toBe(Code.BAD_REQUEST);
        expect(res.body.msg).toContain('reason: Enter a reason');
      }
      const long = await w.owner.call(
        'POST',
        `/process/owner/${action}`,
        { versionId, reason: 'r'.repeat(255) },
        EN,
      );
      expect(long.body.msg).toContain('at most 254');
    }
    expect((await version(versionId)).status).toBe(1);
    const res = await w.owner.call<VersionRow>('POST', '/process/owner/back', {
      versionId,
      reason: 'r'.repeat(254),
    });
    expect(res.body.code).toBe(0);
    expect(res.body.result.lastRecord).toMatchObject({ type: 'back', reason: 'r'.repeat(254) });
  });

  it('shows the developer the reason, who can resubmit the same version', async () => {
    const { versionId, processId } = await inState('pre_release');
    await w.owner.call('POST', '/process/owner/reject', { versionId, reason: '金额未核对' });
    const records = await w.dev.call<Page<VersionRecordRow>>('POST', '/process/dev/records', { processId });
    expect(records.body.result.records.map((r) => [r.type, r.reason])).toEqual([
      ['reject', '金额未核对'],
      ['release', ''],
    ]);
    await ok('dev', 'publish', versionId);
    await ok('owner', 'approve', versionId);
    const only = await w.dev.call<Page<VersionRecordRow>>('POST', '/process/dev/records', {
      processId,
      type: 'appr',
    });
    expect(only.body.result.records).toHaveLength(1);
  });

  it('fixes the owner at the first submission', async () => {
    const up = await uploadExample(w.dev, `Owner fixed ${++seq}`);
    const versionId = up.version.id;
    await ok('dev', 'publish', versionId);
    const detail = await w.dev.call<ProcessDetail>('GET', `/process/dev/detail?id=${up.process.id}`);
    expect(detail.body.result.owner?.account).toBe('owner');
    expect(detail.body.result.ownerConfirmedAt).not.toBeNull();
    await w.owner.call('POST', '/process/owner/back', { versionId, reason: 'again' });

    const other = await w.dev.call(
      'POST',
      '/process/dev/publish',
      { versionId, ownerId: w.userId.owner2 },
      EN,
    );
    expect(other.body).toMatchObject({
      code: Code.CONFLICT,
      msg: 'The owner of this process is 张流程 (owner) and cannot be changed',
    });
    // Editing the process cannot change it either: the field is not editable.
    await w.dev.call('POST', '/process/dev/modify', { id: up.process.id, ownerId: w.userId.owner2 });
    const v2 = await uploadExample(w.dev, up.process.name, '2.0.0');
    const again = await w.dev.call('POST', '/process/dev/publish', {
      versionId: v2.version.id,
      ownerId: w.userId.owner2,
    });
    expect(again.body.code).toBe(Code.CONFLICT);
    // The second owner cannot audit it; the first still can.
    await ok('dev', 'publish', versionId);
    expect((await act('owner2', 'approve', versionId)).body.code).toBe(Code.FORBIDDEN);
    await ok('owner', 'approve', versionId);
    const after = await w.dev.call<ProcessDetail>('GET', `/process/dev/detail?id=${up.process.id}`);
    expect(after.body.result.owner?.id).toBe(w.userId.owner);
  });

  it('submits only to an active user holding the owner identity', async () => {
    const { version: v } = await uploadExample(w.dev, `Owner check ${++seq}`);
    for (const ownerId of [w.userId.user, w.userId.developer, 999_999, undefined, 0]) {
      const res = await w.dev.call('POST', '/process/dev/publish', { versionId: v.id, ownerId }, EN);
      expect(res.body.code, String(ownerId)).toBe(Code.BAD_REQUEST);
      expect(res.body.msg).toContain('Choose an active user who holds the owner identity');
    }
    const owners = await w.dev.call<Array<{ account: string }>>('POST', '/process/dev/owners');
    expect(owners.body.result.map((o) => o.account)).toEqual(['admin', 'owner', 'owner2']);
    expect((await version(v.id)).status).toBe(0);
  });

  it('lets one version at a time await the owner', async () => {
    const { versionId, processId } = await inState('pre_release');
    const [p] = await w.app.database.db.select().from(processes).where(eq(processes.id, processId));
    const v2 = await uploadExample(w.dev, p!.name, '2.0.0');
    const res = await w.dev.call(
      'POST',
      '/process/dev/publish',
      { versionId: v2.version.id, ownerId: w.userId.owner },
      EN,
    );
    expect(res.body).toMatchObject({ code: Code.CONFLICT, msg: t('en_US', 'versions.otherPending') });
    await ok('dev', 'withdraw', versionId);
    await ok('dev', 'publish', v2.version.id);
  });

  it('deleting a version keeps the process while another is active, and the last one takes it', async () => {
    const first = await uploadExample(w.dev, `Deletion ${++seq}`);
    const processId = first.process.id;
    const second = await uploadExample(w.dev, first.process.name, '1.1.0');
    expect(second.process).toMatchObject({ latestVersion: '1.1.0', versionCount: 2 });

    const kept = await w.dev.call<DeleteVersionResult>('POST', '/process/dev/delete', {
      versionId: second.version.id,
    });
    expect(kept.body.result).toEqual({ processDeleted: false });
    const detail = await w.dev.call<ProcessDetail>('GET', `/process/dev/detail?id=${processId}`);
    expect(detail.body.result).toMatchObject({ latestVersion: '1.0.0', versionCount: 1 });
    const sha = first.version.packageSha256;
    expect(await w.app.files.has(sha)).toBe(true);

    const gone = await w.dev.call<DeleteVersionResult>('POST', '/process/dev/delete', {
      versionId: first.version.id,
    });
    expect(gone.body.result).toEqual({ processDeleted: true });
    expect(await w.app.database.db.select().from(processes).where(eq(processes.id, processId))).toEqual([]);
    const missing = await w.dev.call('GET', `/process/dev/detail?id=${processId}`, undefined, EN);
    expect(missing.body).toMatchObject({ code: Code.BAD_REQUEST, msg: 'No such process' });
    // Both versions held the same bytes; no one else does, so the package file went too.
    expect(await w.app.files.has(sha)).toBe(false);
  });

  it('a deleted release gives way to the previous release', async () => {
    const { versionId, processId } = await inState('release');
    const [p] = await w.app.database.db.select().from(processes).where(eq(processes.id, processId));
    const v2 = await uploadExample(w.dev, p!.name, '2.0.0');
    await ok('dev', 'publish', v2.version.id);
    await ok('owner', 'approve', v2.version.id);
    let d = (await w.dev.call<ProcessDetail>('GET', `/process/dev/detail?id=${processId}`)).body.result;
    expect(d).toMatchObject({ status: 2, releasedVersion: '2.0.0' });
    await ok('dev', 'delete', v2.version.id);
    d = (await w.dev.call<ProcessDetail>('GET', `/process/dev/detail?id=${processId}`)).body.result;
    expect(d).toMatchObject({ status: 2, releasedVersion: '1.0.0', latestVersion: '1.0.0' });
    await ok('dev', 'delete', versionId);
  });

  it('writes an operation-log row for every step, refused ones as failures', async () => {
    const { versionId } = await inState('pre_release');
    await act('owner2', 'approve', versionId);
    await ok('owner', 'approve', versionId);
    const rows = await w.app.database.db
      .select()
      .from(operationLogs)
      .where(
        and(
          eq(operationLogs.module, 'versions'),
          eq(operationLogs.description, `approve version #${versionId}`),
        ),
      );
    expect(rows.map((r) => [r.userName, r.result, r.action])).toEqual([
      ['owner2', 'fail', 'modify'],
      ['owner', 'success', 'modify'],
    ]);
  });
});
