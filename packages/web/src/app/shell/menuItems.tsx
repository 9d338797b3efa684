import {
  ApartmentOutlined,
  AppstoreOutlined,
  BarChartOutlined,
  DashboardOutlined,
  FileOutlined,
  HistoryOutlined,
  RobotOutlined,
  ScheduleOutlined,
  SettingOutlined,
  TeamOutlined,
  VideoCameraOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import type { Lang, MenuEntry } from '@rpa/contracts';
import type { MenuProps } from 'antd';
import type { ReactNode } from 'react';

const ICONS: Record<string, ReactNode> = {
  dashboard: <DashboardOutlined />,
  apartment: <ApartmentOutlined />,
  robot: <RobotOutlined />,
  schedule: <ScheduleOutlined />,
  barChart: <BarChartOutlined />,
  video: <VideoCameraOutlined />,
  team: <TeamOutlined />,
  appstore: <AppstoreOutlined />,
  setting: <SettingOutlined />,
  file: <FileOutlined />,
  history: <HistoryOutlined />,
  warning: <WarningOutlined />,
};

type Item = Required<MenuProps>['items'][number];

/** The side menu from the menu tree: hidden entries left out, groups as submenus; keys are paths. */
export function menuItems(menus: MenuEntry[], lang: Lang): Item[] {
  return menus
    .filter((m) => !m.hidden)
    .map((m): Item => {
      const children = menuItems(m.children, lang);
      return {
        key: m.path,
        icon: m.level === 1 ? ICONS[m.icon] : undefined,
        label: m.title[lang],
        ...(m.children.length > 0 ? { children } : {}),
      };
    });
}

export function findByPath(menus: MenuEntry[], path: string): MenuEntry | undefined {
  for (const m of menus) {
    if (m.path === path) return m;
    const found = findByPath(m.children, path);
    if (found) return found;
  }
  return undefined;
}

/** The group that holds the entry of a path, if it sits in one. */
export function findParent(menus: MenuEntry[], path: string): MenuEntry | undefined {
  for (const m of menus) {
    if (m.children.some((c) => c.path === path)) return m;
    const found = findParent(m.children, path);
    if (found) return found;
  }
  return undefined;
}
