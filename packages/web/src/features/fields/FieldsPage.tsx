import { Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LogFieldTab } from './LogFieldTab';
import { ServiceTab } from './ServiceTab';

const TABS = ['log', 'service'] as const;
type TabKey = (typeof TABS)[number];

/**
 * Custom fields (console-administration.md §2, menu 1805): the process log
 * (business parameter) fields runs report values for, and the service
 * parameters each user's runs of a process receive. The tab is in the
 * address (`?tab=service`), so a link or a reload keeps it.
 */
export default function FieldsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get('tab') === 'service' ? 'service' : 'log';
  return (
    <Card title={t('fields.title')}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'log' ? {} : { tab: key }, { replace: true })}
        destroyOnHidden
        items={[
          {
            key: 'log',
            label: <span data-testid="fields-tab-log">{t('fields.tabLog')}</span>,
            children: <LogFieldTab />,
          },
          {
            key: 'service',
            label: <span data-testid="fields-tab-service">{t('fields.tabService')}</span>,
            children: <ServiceTab />,
          },
        ]}
      />
    </Card>
  );
}
