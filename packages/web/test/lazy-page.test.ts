import type { MenuEntry } from '@rpa/contracts';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from '../src/app/lazyPage';

describe('lazy route pages', () => {
  it('preload starts loading the page once, however often it is asked', async () => {
    const Page = () => null;
    const load = vi.fn(() => Promise.resolve({ default: Page }));
    const page = lazyPage(load);
    expect(load).not.toHaveBeenCalled();
    page.preload();
    page.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('the screen a path opens', () => {
  const entry = (id: number, path: string, component: string, extra: Partial<MenuEntry> = {}): MenuEntry => ({
    id,
    parentId: null,
    path,
    component,
    level: 1,
    icon: '',
    title: { zh_CN: path, en_US: path },
    hidden: false,
    redirect: '',
    notRouted: false,
    newTab: false,
    layout: 'default',
    externalUrl: '',
    children: [],
    ...extra,
  });
  const menus = [
    entry(1, '/manager/dashboard', 'dashboard/manager'),
    entry(2, '/manager/robots', '', { notRouted: true }),
    entry(3, '/developer/process/detail/:id', 'processes/detail', { hidden: true }),
  ];

  it('is the page of the matching entry, or the landing page for the root', async () => {
    const { screenAt } = await import('../src/app/routes');
    const { PAGES } = await import('../src/app/pages');
    expect(screenAt(menus, '/manager/dashboard', '/manager/dashboard')).toBe(PAGES['dashboard/manager']);
    expect(screenAt(menus, '/', '/manager/dashboard')).toBe(PAGES['dashboard/manager']);
    expect(screenAt(menus, '/developer/process/detail/42', '/')).toBe(PAGES['processes/detail']);
    expect(screenAt(menus, '/manager/nowhere', '/')).toBeUndefined();
  });
});
