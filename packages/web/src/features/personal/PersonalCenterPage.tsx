import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PersonalInfo, personalInfo } from '../../api/personal';
import { useSession } from '../../app/session/store';
import { PasswordDialog } from '../auth/PasswordDialog';
import { BasicSettings } from './BasicSettings';
import { NotificationSettings } from './NotificationSettings';
import { SecuritySettings } from './SecuritySettings';

/** The personal centre of every identity: basic, notification and security settings. */
export default function PersonalCenterPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const userId = useSession((s) => s.menu?.user.id ?? 0);
  const info = useQuery({ queryKey: ['personal'], queryFn: personalInfo });
  const [passwordOpen, setPasswordOpen] = useState(false);

  /** A save answers with the new settings: show them and the alias in the header at once. */
  const saved = (next: PersonalInfo) => {
    client.setQueryData(['personal'], next);
    const menu = useSession.getState().menu;
    if (menu)
      useSession.setState({
        menu: { ...menu, user: { ...menu.user, alias: next.alias, userName: next.realName } },
      });
  };

  if (info.isError) {
    return (
      <Card title={t('personal.title')}>
        <Alert
          type="error"
          showIcon
          title={info.error.message}
          action={<Button onClick={() => void info.refetch()}>{t('personal.retry')}</Button>}
        />
      </Card>
    );
  }

  return (
    <Card title={t('personal.title')} loading={info.isPending}>
      {info.data && (
        <Tabs
          items={[
            {
              key: 'basic',
              label: t('personal.basic'),
              children: <BasicSettings info={info.data} onSaved={saved} />,
            },
            {
              key: 'notification',
              label: t('personal.notification'),
              children: <NotificationSettings info={info.data} onSaved={saved} />,
            },
            {
              key: 'security',
              label: t('personal.security'),
              children: <SecuritySettings info={info.data} onChangePassword={() => setPasswordOpen(true)} />,
            },
          ]}
        />
      )}
      <PasswordDialog
        open={passwordOpen}
        forced={false}
        userId={userId}
        onClose={() => setPasswordOpen(false)}
      />
    </Card>
  );
}
