import { readFileSync } from 'node:fs';
import type { IdentityId } from '@rpa/contracts';
import { describe, expect, it } from 'vitest';
import type { MenuDeclaration } from '../../platform/menu';
import { domains } from '../index';
import { assembleMenus, catalogueItem, MENU_ID_RANGES, permissionItems } from './catalogue';
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

describe('menus assembled from the domains', () => {
  const group: MenuDeclaration = {
    identity: 1,
    id: 13,
    path: '/manager/13',
    title: ['组', 'Group'],
    notRouted: true,
  };
  const screen = (id: number, extra: Partial<MenuDeclaration> = {}): MenuDeclaration => ({
    identity: 1,
    group: 13,
    id,
    path: `/manager/s${id}`,
    component: `x/s${id}`,
    title: ['页', 'Page'],
    ...extra,
  });

  it("puts a domain's screens under their group in id order, whatever the order of the domains", () => {
    const trees = assembleMenus([
      screen(1303),
      group,
      screen(1301),
      screen(201, { identity: 2, group: undefined }),
    ]);
    expect(trees[1].map((n) => n.id)).toEqual([13]);
    expect(trees[1][0]!.children?.map((n) => n.id)).toEqual([1301, 1303]);
    expect(trees[2].map((n) => n.id)).toEqual([201]);
    expect(trees[3]).toEqual([]);
  });

  it('refuses an id declared twice and a group nobody declares', () => {
    expect(() => assembleMenus([group, screen(1301), screen(1301)])).toThrow(
      'menu id 1301 is declared twice',
    );
    expect(() => assembleMenus([screen(1301)])).toThrow('names group 13, which is not declared');
  });

  it('the domains of the app declare the screens of the catalogue', () => {
    const declared = new Set(domains.flatMap((d) => (d.menus ?? []).map((m) => m.id)));
    expect(declared.has(1301)).toBe(true);
    expect(declared.has(1802)).toBe(true);
    expect(declared.has(1801)).toBe(true);
    expect(declared.has(1803)).toBe(true);
    expect(declared.has(1805)).toBe(true);
    // The system configuration page gathers tabs of several domains: the catalogue holds it.
    expect(declared.has(1901)).toBe(false);
    expect(catalogueItem('1301:approve')?.path).toBe('/manager/robot/list');
    expect(catalogueItem('1802:records')?.path).toBe('/manager/variable/list');
    expect(catalogueItem('1801:reset')?.path).toBe('/manager/application/list');
  });
});
