import { FILE_RECENT_DAYS, FILE_TABS } from '@rpa/contracts';
import { Card, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useButtons } from '../auth/buttons';
import { FileList } from './FileList';

/**
 * Files (console-administration.md §2, §3, §5; menus 1803, 207, 306, 404):
 * recent, personal and process documents in tabs, each searchable by name,
 * type and last operation time, test files only when asked. Upload, copy,
 * description and delete follow the menu's buttons; download and each
 * file's history are open to anyone who sees the file.
 */
export default function FileListPage() {
  const { t } = useTranslation();
  const { allows } = useButtons();
  const buttons = {
    upload: allows('upload'),
    edit: allows('edit'),
    copy: allows('copy'),
    delete: allows('delete'),
  };
  return (
    <Card title={t('files.title')}>
      <Tabs
        destroyOnHidden
        items={FILE_TABS.map((tab) => ({
          key: tab,
          label: <span data-testid={`files-tab-${tab}`}>{t(`files.tab_${tab}`)}</span>,
          children: (
            <>
              {tab === 'recent' && (
                <Typography.Paragraph type="secondary">
                  {t('files.recentHint', { days: FILE_RECENT_DAYS })}
                </Typography.Paragraph>
              )}
              <FileList tab={tab} buttons={buttons} />
            </>
          ),
        }))}
      />
    </Card>
  );
}
