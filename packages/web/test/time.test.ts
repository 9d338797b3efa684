import { describe, expect, it } from 'vitest';

// A browser far from the installation: what it shows must not depend on this.
process.env.TZ = 'America/Los_Angeles';

import { fromPicker, setTimeZone, showTime, toPicker, zoneLabel } from '../src/components/time';

describe('times in the installation zone', () => {
  it('shows an instant as the wall clock of the declared zone, whatever the browser zone', () => {
    setTimeZone('Asia/Shanghai');
    // 16:30 UTC is half past midnight the next day in Shanghai: the run belongs to the 25th there.
    expect(showTime('2026-11-24T16:30:00Z')).toBe('2026-11-25 00:30');
    expect(showTime('2026-11-24T16:30:05Z', 'second')).toBe('2026-11-25 00:30:05');
    expect(showTime('2026-11-24T16:30:00Z', 'date')).toBe('2026-11-25');
    setTimeZone('America/New_York');
    expect(showTime('2026-11-24T16:30:00Z')).toBe('2026-11-24 11:30');
    expect(showTime(null)).toBe('-');
  });

  it('reads a picked wall clock in the declared zone and round-trips it', () => {
    setTimeZone('Asia/Shanghai');
    const picked = toPicker('2026-11-24T16:30:00Z');
    expect(picked.format('YYYY-MM-DD HH:mm')).toBe('2026-11-25 00:30');
    expect(fromPicker(picked)).toBe('2026-11-24T16:30:00.000Z');
    // Start of the picked day in Shanghai is 16:00 UTC the day before.
    expect(fromPicker(picked.startOf('day'))).toBe('2026-11-24T16:00:00.000Z');
  });

  it('names the zone with its offset', () => {
    setTimeZone('Asia/Shanghai');
    expect(zoneLabel()).toBe('UTC+08:00 Asia/Shanghai');
  });
});
