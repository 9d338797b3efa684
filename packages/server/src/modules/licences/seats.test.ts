import { LicenceCode } from '@rpa/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AppError, t } from '../../platform/http/errors';
import { createTestApp } from '../../testing/app';
import { days, testLicence } from '../../testing/licences';
import { licenceSeats, licences, licenceTransfers } from './schema';
import { claimSeat, releaseSeat, seatOf, seatsLeft, transferSeats } from './seats';
import { saveLicence } from './store';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());
beforeEach(async () => {
  await app.database.db.delete(licences);
  await app.database.db.delete(licenceTransfers);
});

async function add(overrides: Parameters<typeof testLicence>[1] = {}) {
  const l = await testLicence(app, overrides);
  await saveLicence(app.database.db, l.payload, l.text);
  return l.payload.licSn;
}

async function refusal(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('the seat service', () => {
  it('claims, keeps, counts and releases seats; the next claim past the last seat is refused', async () => {
    const sn = await add({ number: 2 });
    expect(await seatsLeft(app, 'background')).toBe(2);
    expect(await claimSeat(app, { robotId: 1, category: 'background' })).toEqual({
      licSn: sn,
      movedFrom: null,
    });
    // Claiming again is idempotent.
    await claimSeat(app, { robotId: 1, category: 'background' });
    expect(await seatsLeft(app, 'background')).toBe(1);
    await claimSeat(app, { robotId: 2, category: 'background' });
    expect(await seatsLeft(app, 'background')).toBe(0);

    const err = await refusal(claimSeat(app, { robotId: 3, category: 'background' }, 'en_US'));
    expect(err.code).toBe(LicenceCode.USED_UP);
    expect(t('en_US', err.key, err.params)).toBe(
      'The background robot licences are used up or expired; none is available',
    );
    const zh = await refusal(claimSeat(app, { robotId: 3, category: 'background' }, 'zh_CN'));
    expect(t('zh_CN', zh.key, zh.params)).toBe('后台机器人许可已用完或已过期，没有可用的许可');

    expect(await releaseSeat(app, { robotId: 1 })).toBe(1);
    expect(await seatsLeft(app, 'background')).toBe(1);
    expect((await claimSeat(app, { robotId: 3, category: 'background' })).licSn).toBe(sn);
    expect(await seatOf(app, { robotId: 3, category: 'background' })).toEqual({ licSn: sn, status: 'valid' });
    expect(await seatOf(app, { robotId: 1, category: 'background' })).toBeNull();
  });

  it('never counts seats of other categories or of licences that are not valid', async () => {
    await add({ number: 3, category: 'scene', agentType: 'scene' });
    const old = await add({ number: 4 });
    await app.database.db
      .update(licences)
      .set({ effectiveAt: new Date(days(-20)), dueAt: new Date(days(-1)) })
      .where(eq(licences.licSn, old));
    expect(await seatsLeft(app, 'background')).toBe(0);
    expect(await seatsLeft(app, 'scene')).toBe(3);
    const err = await refusal(claimSeat(app, { robotId: 5, category: 'background' }));
    expect(err.code).toBe(LicenceCode.USED_UP);
  });

  it('prefers formal licences, then the one lasting longest', async () => {
    await add({ licSn: 'TRIAL-LONG', type: 'trial', dueAt: days(300) });
    await add({ licSn: 'FORMAL-SHORT', dueAt: days(40) });
    await add({ licSn: 'FORMAL-LONG', dueAt: days(200) });
    expect((await claimSeat(app, { robotId: 1, category: 'background' })).licSn).toBe('FORMAL-LONG');
    // A given licence is honoured while it has seats.
    const moved = await claimSeat(app, { robotId: 1, category: 'background', licSn: 'TRIAL-LONG' });
    expect(moved).toEqual({ licSn: 'TRIAL-LONG', movedFrom: 'FORMAL-LONG' });
    const [record] = await app.database.db.select().from(licenceTransfers);
    expect(record).toMatchObject({
      robotId: 1,
      fromLicSn: 'FORMAL-LONG',
      toLicSn: 'TRIAL-LONG',
      reason: 'manual',
      result: 'success',
    });
  });

  it('moves a seat off a licence that expired, and records a failed transfer when none is left', async () => {
    const first = await add({ licSn: 'FIRST', number: 1 });
    await claimSeat(app, { robotId: 7, category: 'background' });
    await app.database.db
      .update(licences)
      .set({ effectiveAt: new Date(days(-20)), dueAt: new Date(days(-1)) })
      .where(eq(licences.licSn, first));
    expect(await seatOf(app, { robotId: 7, category: 'background' })).toEqual({
      licSn: 'FIRST',
      status: 'expired',
    });

    await refusal(claimSeat(app, { robotId: 7, category: 'background' }));
    await add({ licSn: 'SECOND', number: 1 });
    expect(await claimSeat(app, { robotId: 7, category: 'background' })).toEqual({
      licSn: 'SECOND',
      movedFrom: 'FIRST',
    });
    const records = await app.database.db.select().from(licenceTransfers).orderBy(licenceTransfers.id);
    expect(records.map((r) => [r.fromLicSn, r.toLicSn, r.reason, r.result])).toEqual([
      ['FIRST', null, 'expired', 'failed'],
      ['FIRST', 'SECOND', 'expired', 'success'],
    ]);
  });

  it('transfers seats between licences up to the seats left, recording each', async () => {
    const from = await add({ licSn: 'FROM', number: 5 });
    const to = await add({ licSn: 'TO', number: 2 });
    for (const robotId of [11, 12, 13])
      await claimSeat(app, { robotId, category: 'background', licSn: from });
    const r = await transferSeats(app, { fromLicSn: from, toLicSn: to, robotIds: [11, 12, 13] });
    expect(r).toEqual({ moved: 2, failed: 1 });
    const held = await app.database.db.select().from(licenceSeats).where(eq(licenceSeats.licSn, to));
    expect(held.map((s) => s.robotId).sort()).toEqual([11, 12]);
    expect((await app.database.db.select().from(licenceTransfers)).map((x) => x.result).sort()).toEqual([
      'failed',
      'success',
      'success',
    ]);
  });

  it('never gives out more seats than a licence has, under concurrent claims', async () => {
    await add({ number: 5 });
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) => claimSeat(app, { robotId: 100 + i, category: 'background' })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(await app.database.db.select().from(licenceSeats)).toHaveLength(5);
  });

  it('one holder holds one seat per category', async () => {
    await add({ number: 5 });
    await add({ number: 5, category: 'scene', agentType: 'scene' });
    await claimSeat(app, { robotId: 1, category: 'background' });
    await claimSeat(app, { robotId: 1, category: 'scene' });
    await claimSeat(app, { robotId: 1, category: 'background' });
    expect(await app.database.db.select().from(licenceSeats)).toHaveLength(2);
    expect(await releaseSeat(app, { robotId: 1, category: 'scene' })).toBe(1);
    expect(await releaseSeat(app, { robotId: 1 })).toBe(1);
  });
});
