import { readFileSync } from 'node:fs';
import type { IdentityId } from '@rpa/contracts';
import { describe, expect, it } from 'vitest';
import { MENU_ID_RANGES, permissionItems } from './catalogue';
import { PERMISSIONS_FILE, renderPermissions } from './names';

describe('permission names', () => {
  it('the committed constants match the catalogue (run npm run permissions when this fails)', () => {
    expect(readFileSync(PERMISSIONS_FILE, 'utf8')).toBe(renderPermissions());
  });
});

describe('menu id ranges', () => {
  it('every menu id lies in exactly one range of its identity', () => {
    for (const identity of [1, 2, 3, 4] as IdentityId[]) {
      for (const item of permissionItems(identity).filter((i) => !i.button)) {
        const ranges = MENU_ID_RANGES.filter((r) => item.menuId >= r.from && item.menuId <= r.to);
        expect(
          ranges.map((r) => r.identity),
          `menu ${item.menuId}`,
        ).toEqual([identity]);
      }
    }
  });

  it('ranges do not overlap', () => {
    const sorted = [...MENU_ID_RANGES].sort((a, b) => a.from - b.from);
    for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.from).toBeGreaterThan(sorted[i - 1]!.to);
  });
});
