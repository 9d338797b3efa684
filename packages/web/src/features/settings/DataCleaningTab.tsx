import type { DataInfo, DataRetention } from '@rpa/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Flex, Form } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dataInfo, saveRetention } from '../../api/settings';
import { showTime } from '../../components/time';
import { DATA_INFO, DATA_RETENTION, VIDEO_INFO } from './dataKeys';
import { RecordingStore } from './RecordingStore';
import { RetentionTable } from './RetentionTable';
import { SettingsForm } from './SettingsForm';

const cleaning = (info: DataInfo | undefined) => !!info?.kinds.some((k) => k.lastRun?.state === 'running');

const retentionOf = (info: DataInfo): DataRetention =>
  Object.fromEntries(info.kinds.map((k) => [k.kind, k.retentionDays])) as DataRetention;

/**
 * The data cleaning tab: per kind of kept data its rows, size and
 * retention; the daily pass and "clean now" remove what is past it, with
 * the running pass's progress. Saving refreshes the counts too (the
 * info's key is under the retention's).
 */
export function DataCleaningTab() {
  const { t } = useTranslation();
  const [form] = Form.useForm<DataRetention>();
  const client = useQueryClient();
  const info = useQuery({
    queryKey: DATA_INFO,
    queryFn: dataInfo,
    refetchInterval: (q) => (cleaning(q.state.data) ? 1000 : false),
  });
  const running = cleaning(info.data);
  const wasRunning = useRef(running);
  useEffect(() => {
    // A pass that ended may have freed recordings.
    if (wasRunning.current && !running) void client.invalidateQueries({ queryKey: VIDEO_INFO });
    wasRunning.current = running;
  }, [running, client]);
  return (
    <Flex vertical gap={16}>
      <Alert
        type="info"
        showIcon
        title={t('settings.data.intro', { next: showTime(info.data?.nextDailyAt) })}
      />
      <RecordingStore />
      <SettingsForm
        form={form}
        queryKey={DATA_RETENTION}
        load={async () => retentionOf(await dataInfo())}
        save={saveRetention}
        savedMessage={t('settings.saved')}
        testId="data"
        wide
      >
        <RetentionTable info={info.data} loading={info.isPending} />
      </SettingsForm>
    </Flex>
  );
}
