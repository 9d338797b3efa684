import type { AdDetected } from '@rpa/contracts';
import { Modal, Table, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type Unit = AdDetected['departments']['items'][number];
type Person = AdDetected['users']['items'][number];

/** What a sync would bring in: the organisational units (departments) and the people (users), with counts. */
export function AdDetectedDialog({
  detected,
  onClose,
}: {
  detected: AdDetected | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const shown = (count: number, listed: number) =>
    count > listed ? t('settings.ad.detected.firstOf', { listed, count }) : null;
  return (
    <Modal
      open={detected !== null}
      title={t('settings.ad.detected.title')}
      footer={null}
      width={960}
      onCancel={onClose}
      destroyOnHidden
    >
      {detected && (
        <>
          <Typography.Paragraph type="secondary">
            {t('settings.ad.detected.under', { baseDn: detected.baseDn })}
          </Typography.Paragraph>
          <Tabs
            items={[
              {
                key: 'departments',
                label: t('settings.ad.detected.departments', { count: detected.departments.count }),
                children: (
                  <>
                    {shown(detected.departments.count, detected.departments.items.length)}
                    <Table<Unit>
                      rowKey="dn"
                      size="small"
                      scroll={{ x: 'max-content' }}
                      dataSource={detected.departments.items}
                      columns={[
                        { title: t('settings.ad.detected.name'), dataIndex: 'name' },
                        { title: t('settings.ad.detected.parent'), dataIndex: 'parentDn' },
                      ]}
                      data-testid="ad-detected-departments"
                    />
                  </>
                ),
              },
              {
                key: 'users',
                label: t('settings.ad.detected.users', { count: detected.users.count }),
                children: (
                  <>
                    {shown(detected.users.count, detected.users.items.length)}
                    <Table<Person>
                      rowKey="dn"
                      size="small"
                      scroll={{ x: 'max-content' }}
                      dataSource={detected.users.items}
                      columns={[
                        { title: t('settings.ad.detected.account'), dataIndex: 'account' },
                        { title: t('settings.ad.detected.realName'), dataIndex: 'realName' },
                        { title: t('settings.ad.detected.email'), dataIndex: 'email' },
                        { title: t('settings.ad.detected.phone'), dataIndex: 'phone' },
                        { title: t('settings.ad.detected.unit'), dataIndex: 'unit' },
                      ]}
                      data-testid="ad-detected-users"
                    />
                  </>
                ),
              },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
