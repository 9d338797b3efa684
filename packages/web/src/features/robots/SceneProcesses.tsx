import { PlusOutlined } from '@ant-design/icons';
import type { RobotDetail, SceneProcess, SceneProcessOption } from '@rpa/contracts';
import { robotsApi } from '@rpa/contracts';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Modal, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusable } from '../../api/refusable';
import { bindProcesses, robotKeys, sceneProcessOptions, unbindProcesses } from '../../api/robots';
import { notify } from '../../app/notify';
import { pagination, rowActionsColumn, useConfirmAction, useFittedColumns } from '../../components/crud';
import { maxLengthOf } from '../../components/rules';
import { labelledSelection } from '../../components/selection';
import { showTime } from '../../components/time';

/**
 * The processes bound to a scene robot, which it offers its user to run
 * (console-administration.md §2, scenes): bind published processes of the
 * caller's departments, unbind after a confirmation.
 */
export function SceneProcesses({ robot, canEdit }: { robot: RobotDetail; canEdit: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const confirm = useConfirmAction([robotKeys.all]);
  const [binding, setBinding] = useState(false);
  const refresh = () => void client.invalidateQueries({ queryKey: robotKeys.all });

  const unbind = (p: SceneProcess) =>
    confirm({
      title: t('robots.unbindProcessTitle'),
      content: t('robots.unbindProcessConfirm', { name: p.name, no: robot.robotsNo }),
      okText: t('robots.unbind'),
      okTestId: 'scene-unbind-ok',
      danger: true,
      run: () => unbindProcesses(robot.id, [p.processId]),
      success: t('robots.processUnbound'),
    });

  const columns: ColumnsType<SceneProcess> = [
    { title: t('robots.processName'), dataIndex: 'name', width: 220, ellipsis: true },
    {
      title: t('robots.processVersion'),
      dataIndex: 'version',
      width: 110,
      render: (v: string | null) => v ?? '-',
    },
    {
      title: t('robots.boundAt'),
      dataIndex: 'boundAt',
      width: 170,
      render: (v: string) => showTime(v, 'second'),
    },
  ];
  if (canEdit) {
    columns.push(
      rowActionsColumn(t, 90, (p) => [
        { key: 'unbind', label: t('robots.unbind'), danger: true, onClick: () => unbind(p) },
      ]),
    );
  }
  const fitted = useFittedColumns(columns);
  return (
    <Card
      title={t('robots.sceneProcesses')}
      extra={
        canEdit && (
          <Button icon={<PlusOutlined />} onClick={() => setBinding(true)} data-testid="scene-bind">
            {t('robots.bindProcesses')}
          </Button>
        )
      }
    >
      <Table<SceneProcess>
        rowKey="processId"
        size="small"
        columns={fitted}
        dataSource={robot.processes}
        scroll={{ x: 590 }}
        pagination={false}
        locale={{ emptyText: t('robots.noSceneProcesses') }}
      />
      <BindDialog robotId={binding ? robot.id : null} onDone={refresh} onClose={() => setBinding(false)} />
    </Card>
  );
}

/** Picks published processes to bind; those already bound are shown ticked and cannot be picked again. */
function BindDialog({
  robotId,
  onDone,
  onClose,
}: {
  robotId: number | null;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [page, setPage] = useState({ page: 1, size: 10 });
  const [picked, setPicked] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (robotId !== null) {
      setName('');
      setPicked([]);
      setPage({ page: 1, size: 10 });
    }
  }, [robotId]);
  const data = useQuery({
    queryKey: [...robotKeys.all, 'sceneOptions', robotId, name, page],
    queryFn: () => sceneProcessOptions({ id: robotId as number, ...(name ? { name } : {}), ...page }),
    enabled: robotId !== null,
    placeholderData: keepPreviousData,
  });
  const save = async () => {
    if (robotId === null || picked.length === 0) return;
    await refusable(async () => {
      await bindProcesses(robotId, picked);
      notify.success(t('robots.processesBound', { count: picked.length }));
      onDone();
      onClose();
    }, setBusy);
  };
  const rows = data.data?.records ?? [];
  return (
    <Modal
      open={robotId !== null}
      title={t('robots.bindProcesses')}
      width={720}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ disabled: picked.length === 0 }}
      onOk={() => void save()}
      destroyOnHidden
    >
      <Input.Search
        allowClear
        maxLength={maxLengthOf(robotsApi.sceneProcesses.input.shape.name)}
        placeholder={t('robots.processName')}
        style={{ maxWidth: 260, marginBottom: 12 }}
        onSearch={(v) => {
          setName(v.trim());
          setPage((p) => ({ ...p, page: 1 }));
        }}
      />
      <Table<SceneProcessOption>
        rowKey="processId"
        size="small"
        dataSource={rows}
        loading={data.isFetching}
        scroll={{ x: 560 }}
        locale={{ emptyText: t('robots.noPublished') }}
        rowSelection={labelledSelection(t, (r: (typeof rows)[number]) => r.name, {
          selectedRowKeys: [...rows.filter((r) => r.bound).map((r) => r.processId), ...picked],
          preserveSelectedRowKeys: true,
          getCheckboxProps: (r) => ({ disabled: r.bound }),
          onChange: (keys) => {
            const bound = new Set(rows.filter((r) => r.bound).map((r) => r.processId));
            setPicked(keys.map(Number).filter((k) => !bound.has(k)));
          },
        })}
        pagination={pagination(t, page, data.data?.total ?? 0, setPage)}
        columns={[
          { title: t('robots.processName'), dataIndex: 'name', width: 220, ellipsis: true },
          {
            title: t('robots.processVersion'),
            dataIndex: 'version',
            width: 100,
            render: (v: string | null) => v ?? '-',
          },
          { title: t('robots.department'), dataIndex: 'departmentName', width: 150, ellipsis: true },
          {
            title: '',
            dataIndex: 'bound',
            width: 90,
            render: (b: boolean) => (b ? <Tag color="blue">{t('robots.alreadyBound')}</Tag> : null),
          },
        ]}
      />
    </Modal>
  );
}
