import type { VersionRecordType } from '@rpa/contracts';
import { Card, Form, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '../processes/view';
import { ProcessPicker } from './ProcessPicker';
import { RECORD_TYPES, RecordTable } from './RecordTable';

/**
 * The developer's operation records (menu 208): every version step of the
 * processes they see, filtered by step and process.
 */
export default function OperateRecordPage() {
  const { t } = useTranslation();
  const [type, setType] = useState<VersionRecordType | undefined>(undefined);
  const [processId, setProcessId] = useState<number | undefined>(undefined);
  return (
    <Card title={t('versions.operateRecords')}>
      <Form layout="inline" style={{ rowGap: 12, marginBottom: 16 }}>
        <Form.Item label={t('versions.recordType')}>
          <Select<VersionRecordType>
            allowClear
            placeholder={t('versions.allTypes')}
            value={type}
            onChange={setType}
            style={{ width: 160 }}
            options={RECORD_TYPES.map((v) => ({ value: v, label: t(`versions.record_${v}`) }))}
            data-testid="records-filter-type"
          />
        </Form.Item>
        <Form.Item label={t('versions.process')}>
          <ProcessPicker
            view="dev"
            allowClear
            placeholder={t('versions.allProcesses')}
            value={processId}
            onChange={(v) => setProcessId(v ?? undefined)}
            style={{ width: 240, maxWidth: '100%' }}
            data-testid="records-filter-process"
          />
        </Form.Item>
      </Form>
      <RecordTable view="dev" processId={processId} type={type ?? undefined} detailPath={PATHS.dev.detail} />
    </Card>
  );
}
