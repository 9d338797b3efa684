import type { IdentityId } from '@rpa/contracts';
import { type ThemeConfig, theme } from 'antd';

/** Themes per identity (console-core.md §2): 2 dark (developer), 3 blue (owner), 4 white (user), else light. */
export type ThemeName = 'light' | 'dark' | 'blue' | 'white';

export interface IdentityTheme {
  name: ThemeName;
  antd: ThemeConfig;
  sider: 'light' | 'dark';
  headerBg: string;
  headerText: string;
}

const THEMES: Record<ThemeName, IdentityTheme> = {
  light: {
    name: 'light',
    antd: { token: { colorPrimary: '#1677ff' } },
    sider: 'dark',
    headerBg: '#ffffff',
    headerText: 'rgba(0,0,0,0.88)',
  },
  dark: {
    name: 'dark',
    antd: { algorithm: theme.darkAlgorithm, token: { colorPrimary: '#3c89e8' } },
    sider: 'dark',
    headerBg: '#141414',
    headerText: 'rgba(255,255,255,0.85)',
  },
  blue: {
    name: 'blue',
    antd: {
      token: { colorPrimary: '#1d4ed8' },
      components: {
        Layout: { siderBg: '#0b2a6b' },
        Menu: { darkItemBg: '#0b2a6b', darkSubMenuItemBg: '#071f52' },
      },
    },
    sider: 'dark',
    headerBg: '#1d4ed8',
    headerText: '#ffffff',
  },
  white: {
    name: 'white',
    antd: { token: { colorPrimary: '#0f9d8a', colorBgLayout: '#ffffff' } },
    sider: 'light',
    headerBg: '#ffffff',
    headerText: 'rgba(0,0,0,0.88)',
  },
};

export function themeOf(identity: IdentityId | null | undefined): IdentityTheme {
  if (identity === 2) return THEMES.dark;
  if (identity === 3) return THEMES.blue;
  if (identity === 4) return THEMES.white;
  return THEMES.light;
}
