import type { MenuEntry } from '@rpa/contracts';
import { Dropdown, Tabs } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { currentLang } from '../../../i18n';
import { currentPage } from '../../base';
import { notify } from '../../notify';
import { findByPath } from '../menuItems';
import { type CloseRefusal, tabs, useTabs } from './store';

/**
 * Multi-tab pages: each opened page becomes a tab; right-click offers reload,
 * close left, close right and close others. Tabs survive a reload.
 */
export function TabBar({ menus, home }: { menus: MenuEntry[]; home: string }) {
  const { t } = useTranslation();
  const lang = currentLang();
  const navigate = useNavigate();
  const location = useLocation();
  const list = useTabs((s) => s.tabs);
  const active = `${location.pathname}${location.search}`;
  const homeEntry = findByPath(menus, home);

  useEffect(() => {
    const entry = findByPath(menus, location.pathname);
    if (!entry || !homeEntry) return;
    tabs.open({ key: active, menuId: entry.id }, { key: home, menuId: homeEntry.id });
  }, [active, location.pathname, menus, home, homeEntry]);

  const refuse = (why: CloseRefusal) =>
    notify.error(why === 'home' ? t('tabs.homeFixed') : t('tabs.lastFixed'));

  const close = (key: string) => {
    const before = useTabs.getState().tabs;
    const i = before.findIndex((x) => x.key === key);
    const why = tabs.close(key, home);
    if (why) return refuse(why);
    if (key === currentPage()) {
      const next = before[i - 1] ?? before[i + 1];
      if (next) navigate(next.key);
    }
  };

  const act = (action: string, key: string) => {
    if (action === 'reload') {
      if (key !== currentPage()) navigate(key);
      tabs.reload();
      return;
    }
    if (action === 'left') tabs.closeLeft(key, home);
    if (action === 'right') tabs.closeRight(key, home);
    if (action === 'others') tabs.closeOthers(key, home);
    const here = currentPage();
    if (!useTabs.getState().tabs.some((x) => x.key === here)) navigate(key);
  };

  const titleOf = (menuId: number) => {
    const find = (ms: MenuEntry[]): MenuEntry | undefined =>
      ms.reduce<MenuEntry | undefined>((f, m) => f ?? (m.id === menuId ? m : find(m.children)), undefined);
    return find(menus)?.title[lang] ?? '';
  };

  return (
    <Tabs
      type="editable-card"
      hideAdd
      size="small"
      activeKey={active}
      onChange={(key) => navigate(key)}
      onEdit={(key, action) => action === 'remove' && typeof key === 'string' && close(key)}
      style={{ marginBottom: 8 }}
      data-testid="page-tabs"
      items={list.map((tab) => ({
        key: tab.key,
        // The home tab shows its close button too: closing it is refused with a message.
        closable: true,
        label: (
          <Dropdown
            trigger={['contextMenu']}
            menu={{
              items: [
                { key: 'reload', label: t('tabs.reload') },
                { key: 'left', label: t('tabs.closeLeft') },
                { key: 'right', label: t('tabs.closeRight') },
                { key: 'others', label: t('tabs.closeOthers') },
              ],
              onClick: ({ key }) => act(key, tab.key),
            }}
          >
            <span data-testid="page-tab">{titleOf(tab.menuId)}</span>
          </Dropdown>
        ),
      }))}
    />
  );
}
