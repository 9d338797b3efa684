import { Card, Collapse, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { FlowChart } from '../processes/FlowChart';
import { ProcessInfo, ProcessTitle } from '../processes/ProcessDetailPage';
import { useProcess } from '../processes/useProcess';
import { RecordTable } from './RecordTable';
import { VersionTable } from './VersionTable';

/**
 * The manager's process chart and versions (menu 1202): the business flow,
 * the fields of the process, its versions and their records.
 */
export default function ChartPage() {
  const { t } = useTranslation();
  const { view, process: p, missing } = useProcess();
  if (missing) return missing;
  if (!p) return <Card loading />;
  return (
    <Flex vertical gap={16}>
      <Card title={<ProcessTitle p={p} />}>
        <FlowChart flow={p.flow} height={440} />
        <Collapse
          style={{ marginTop: 16 }}
          items={[{ key: 'info', label: t('processes.detail'), children: <ProcessInfo p={p} /> }]}
        />
      </Card>
      <Card title={t('versions.title')}>
        <VersionTable view={view} process={p} />
      </Card>
      <Card title={t('versions.records')}>
        <RecordTable view={view} processId={p.id} />
      </Card>
    </Flex>
  );
}
