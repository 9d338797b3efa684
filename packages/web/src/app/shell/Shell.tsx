import {
  CodeOutlined,
  DownOutlined,
  FolderOpenOutlined,
  InfoCircleOutlined,
  KeyOutlined,
  LogoutOutlined,
  MenuOutlined,
  PlayCircleOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Button, Drawer, Dropdown, Flex, Layout, Menu, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { ALIAS_CHARS, cutChars } from '../../components/text';
import { zoneLabel } from '../../components/time';
import { PasswordDialog } from '../../features/auth/PasswordDialog';
import { LicenceBanner } from '../../features/licences/LicenceExpired';
import { usePlatformLicence } from '../../features/licences/platform';
import { currentLang } from '../../i18n';
import { themeOf } from '../../theme';
import { useLiveConsole } from '../live/useLive';
import { landingOf } from '../routes';
import { logout } from '../session/logout';
import { useSession } from '../session/store';
import { AboutDialog } from './AboutDialog';
import { IdentitySwitcher } from './IdentitySwitcher';
import { LiveBadge } from './LiveBadge';
import { Logo } from './Logo';
import { findByPath, findParent, menuItems } from './menuItems';
import { NoticeBell } from './NoticeBell';
import { tabs, useTabs } from './tabs/store';
import { TabBar } from './tabs/TabBar';
import { COLLAPSE_BELOW, DRAWER_BELOW, SIDER_WIDTH, useWindowWidth } from './useWidth';

const IDENTITY_PATH = { 1: 'manager', 2: 'developer', 3: 'owner', 4: 'user' } as const;
const HEADER_HEIGHT = 56;

/** The shell: side menu (a drawer under 768 px, collapsed under 1088 px), header and content. */
export function Shell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const menu = useSession((s) => s.menu);
  const width = useWindowWidth();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const [aboutOpen, setAboutOpen] = useState(false);
  const reloads = useTabs((s) => s.reloads);
  const licence = usePlatformLicence();
  useLiveConsole();
  // A page opened from low down a long menu or list starts at its top, not blank below it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is what resets the scroll
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  if (!menu) return null;
  // Until a forced password change is done the server refuses everything else: ask for nothing.
  const changing = menu.user.isNeedModifyPwd === 1;

  const lang = currentLang();
  const look = themeOf(menu.curIden);
  const displayName = menu.user.alias || menu.user.userName || menu.user.userAlias;
  const drawer = width < DRAWER_BELOW;
  const collapsed = !drawer && width < COLLAPSE_BELOW;
  const items = menuItems(menu.menuList, lang);
  // The manager menu opens with /manager/13 expanded, and every menu with the current page's group.
  const parent = findParent(menu.menuList, pathname);
  const openKeys = [...(menu.curIden === 1 ? ['/manager/13'] : []), ...(parent ? [parent.path] : [])];

  // The common running, studio and folder screens (console-core.md §2), where the caller's menu has them.
  const places = [
    { path: '/running/index', icon: <PlayCircleOutlined />, label: 'running.menu_local' },
    { path: '/running/studio', icon: <CodeOutlined />, label: 'running.menu_studio' },
    {
      path: `/${IDENTITY_PATH[menu.curIden]}/file/list`,
      icon: <FolderOpenOutlined />,
      label: 'running.menu_folder',
    },
  ].filter((p) => findByPath(menu.menuList, p.path));

  const open = (path: string) => {
    const entry = findByPath(menu.menuList, path);
    setDrawerOpen(false);
    if (entry?.externalUrl) window.open(entry.externalUrl, '_blank', 'noopener');
    else if (entry?.newTab)
      window.open(`${import.meta.env.BASE_URL}${path.replace(/^\//, '')}`, '_blank', 'noopener');
    else {
      // The tab opens with the click: a navigation to a page still loading is a
      // transition that a quicker next click replaces, so the location alone would miss it.
      const home = landingOf(menu);
      const homeEntry = findByPath(menu.menuList, home);
      if (entry && homeEntry) tabs.open({ key: path, menuId: entry.id }, { key: home, menuId: homeEntry.id });
      navigate(path);
    }
  };

  const sideMenu = (
    <Menu
      mode="inline"
      theme={drawer ? 'light' : look.sider}
      items={items}
      selectedKeys={[pathname]}
      defaultOpenKeys={openKeys}
      onClick={({ key }) => open(key)}
      style={{ borderInlineEnd: 0 }}
    />
  );

  return (
    <Layout style={{ minHeight: '100vh' }}>
      {drawer ? (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={SIDER_WIDTH}
          styles={{ body: { padding: 0 } }}
        >
          <Logo identity={menu.curIden} collapsed={false} color="inherit" />
          {sideMenu}
        </Drawer>
      ) : (
        <Layout.Sider width={SIDER_WIDTH} collapsed={collapsed} theme={look.sider} data-testid="sider">
          <Logo
            identity={menu.curIden}
            collapsed={collapsed}
            color={look.sider === 'dark' ? '#fff' : 'inherit'}
          />
          {sideMenu}
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header
          data-testid="header"
          style={{
            background: look.headerBg,
            color: look.headerText,
            paddingInline: 12,
            height: HEADER_HEIGHT,
            lineHeight: `${HEADER_HEIGHT}px`,
          }}
        >
          <Flex align="center" justify="space-between" gap={8} style={{ height: '100%', width: '100%' }}>
            <Flex align="center" gap={8}>
              {drawer && (
                <Button
                  type="text"
                  icon={<MenuOutlined />}
                  style={{ color: look.headerText }}
                  onClick={() => setDrawerOpen(true)}
                  aria-label={t('shell.openMenu')}
                />
              )}
              {menu.platformType === 'factory' && (
                <Typography.Text strong style={{ color: look.headerText }} data-testid="factory-menu-name">
                  {menu.mainMenu.title[lang]}
                </Typography.Text>
              )}
            </Flex>
            <Flex align="center" gap={4}>
              <LiveBadge color={look.headerText} compact={drawer} />
              {/* The licence type decides whether the bell shows (console-core.md §6): the server's showBell. */}
              {!changing && licence.data?.showBell && (
                <NoticeBell color={look.headerText} messagePath={`/${IDENTITY_PATH[menu.curIden]}/message`} />
              )}
              <IdentitySwitcher menu={menu} color={look.headerText} compact={drawer} />
              <LanguageSwitcher color={look.headerText} compact={drawer} />
              <Dropdown
                trigger={['click']}
                menu={{
                  items: [
                    { key: 'personal', icon: <UserOutlined />, label: t('personal.title') },
                    ...places.map((p) => ({ key: p.path, icon: p.icon, label: t(p.label) })),
                    { key: 'password', icon: <KeyOutlined />, label: t('shell.changePassword') },
                    { key: 'about', icon: <InfoCircleOutlined />, label: t('shell.about') },
                    { key: 'logout', icon: <LogoutOutlined />, label: t('shell.logout') },
                  ],
                  onClick: ({ key }) => {
                    if (key === 'logout') void logout();
                    else if (key === 'about') setAboutOpen(true);
                    else if (key === 'personal') navigate(`/${IDENTITY_PATH[menu.curIden]}/personal/center`);
                    else if (key.startsWith('/')) navigate(key);
                    else setPasswordOpen(true);
                  },
                }}
              >
                <Button
                  type="text"
                  style={{ color: look.headerText }}
                  data-testid="user-menu"
                  icon={<UserOutlined />}
                >
                  {drawer ? null : (
                    <span title={displayName} data-testid="user-name">
                      {cutChars(displayName, ALIAS_CHARS)}
                    </span>
                  )}
                  <DownOutlined />
                </Button>
              </Dropdown>
            </Flex>
          </Flex>
        </Layout.Header>
        {/*
          At least the window's height under the header, so the footer starts below the fold: a
          page that grows as its code and data arrive then moves nothing in view (no layout shift).
        */}
        <Layout.Content style={{ padding: 16, minHeight: `calc(100vh - ${HEADER_HEIGHT}px)` }}>
          {!changing && (
            <>
              <TabBar menus={menu.menuList} home={landingOf(menu)} />
              <LicenceBanner />
              <div key={reloads}>
                <Outlet />
              </div>
            </>
          )}
        </Layout.Content>
        <Layout.Footer
          style={{ padding: '8px 16px', fontSize: 12, textAlign: 'center' }}
          data-testid="time-zone"
        >
          {t('shell.timesIn', { zone: zoneLabel() })}
        </Layout.Footer>
      </Layout>
      <AboutDialog open={aboutOpen} onClose={() => setAboutOpen(false)} />
      <PasswordDialog
        open={passwordOpen || changing}
        forced={changing}
        userId={menu.user.id}
        onClose={() => setPasswordOpen(false)}
      />
    </Layout>
  );
}
