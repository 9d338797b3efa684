import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useButtons } from '../auth/buttons';
import { UploadDialog } from '../processes/dialogs/UploadDialog';
import { ProcessTitle } from '../processes/ProcessDetailPage';
import { useProcess } from '../processes/useProcess';
import { LIST_MENU, PATHS } from '../processes/view';
import { RecordTable } from './RecordTable';
import { VersionTable } from './VersionTable';

/**
 * The versions of one process (developer menu 204, owner menu 305): their
 * states and the owner's reasons, the steps the lifecycle allows, package
 * downloads by permission, and the records of every step.
 */
export default function VersionsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { view, process: p, missing } = useProcess();
  const { allows } = useButtons(LIST_MENU[view]);
  const [uploading, setUploading] = useState(false);
  if (missing) return missing;
  if (!p) return <Card loading />;
  return (
    <Flex vertical gap={16}>
      <Card title={<ProcessTitle p={p} />}>
        <Flex gap={8} wrap style={{ marginBottom: 12 }}>
          <Button onClick={() => navigate(`${PATHS[view].detail}?id=${p.id}`)}>
            {t('processes.detail')}
          </Button>
          {view === 'dev' && allows('add') && (
            <Button type="primary" onClick={() => setUploading(true)}>
              {t('processes.uploadVersion')}
            </Button>
          )}
        </Flex>
        <VersionTable view={view} process={p} onProcessDeleted={() => navigate(PATHS[view].list)} />
      </Card>
      <Card title={t('versions.records')}>
        <RecordTable view={view} processId={p.id} />
      </Card>
      <UploadDialog
        open={uploading}
        processId={p.id}
        onClose={() => setUploading(false)}
        onUploaded={() => void client.invalidateQueries({ queryKey: ['processes'] })}
      />
    </Flex>
  );
}
