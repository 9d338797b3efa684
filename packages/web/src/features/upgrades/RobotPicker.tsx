import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { type UpgradeRobotRow, upgradesApi } from '@rpa/contracts';
import { Button, Flex, Input, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { upgradeKeys, upgradeRobots } from '../../api/upgrades';
import { pagination, useListQuery } from '../../components/crud';
import { DepartmentSelect } from '../../components/DepartmentSelect';
import { ErrorNote } from '../../components/ErrorNote';
import { maxLengthOf, useContractMessage } from '../../components/rules';
import { labelledSelection } from '../../components/selection';
import { OnlineBadge } from './labels';
import { addRobots } from './taskForm';

const robotName = (r: UpgradeRobotRow) => (r.alias ? `${r.alias} (${r.robotsNo})` : r.robotsNo);

interface Props {
  value?: UpgradeRobotRow[];
  onChange?: (robots: UpgradeRobotRow[]) => void;
}

/**
 * The designated robots of a task, a form control: a department's robots
 * (with its sub-departments', searchable by number or alias) are listed
 * and added to the chosen ones below. A robot already chosen is refused
 * with the contract's words, as the server would refuse it.
 */
export function RobotPicker({ value = [], onChange }: Props) {
  const { t } = useTranslation();
  const message = useContractMessage();
  const [twice, setTwice] = useState<string | null>(null);
  const add = (adding: UpgradeRobotRow[]) => {
    const r = addRobots(value, adding);
    setTwice(
      r.twice.length
        ? t('upgrades.robotTwiceWhich', {
            message: message('upgrades.robotTwice'),
            robots: r.twice.map(robotName).join(', '),
          })
        : null,
    );
    if (r.chosen.length !== value.length) onChange?.(r.chosen);
  };
  return (
    <Flex vertical gap={16}>
      <DepartmentRobots chosen={value} onAdd={add} />
      <ErrorNote problem={twice} testId="upgrade-robot-twice" />
      <ChosenRobots
        chosen={value}
        onRemove={(id) => {
          setTwice(null);
          onChange?.(value.filter((r) => r.id !== id));
        }}
      />
    </Flex>
  );
}

interface RobotFilters {
  departmentId?: number;
  keyword?: string;
}

/** A department's robots, a page at a time, each to add (or those ticked at once). */
function DepartmentRobots({
  chosen,
  onAdd,
}: {
  chosen: UpgradeRobotRow[];
  onAdd(robots: UpgradeRobotRow[]): void;
}) {
  const { t } = useTranslation();
  // Nothing is listed before a department is chosen.
  const [departmentId, setDepartmentId] = useState<number | undefined>(undefined);
  const list = useListQuery<RobotFilters, UpgradeRobotRow>({
    keys: upgradeKeys,
    name: 'robots',
    fetch: upgradeRobots,
    enabled: departmentId !== undefined,
  });
  const [ticked, setTicked] = useState<number[]>([]);
  const { filters } = list;
  const chosenIds = new Set(chosen.map((r) => r.id));
  const rows = list.query.data?.records ?? [];
  const search = (next: RobotFilters) => {
    setTicked([]);
    list.search(next);
  };
  const columns: ColumnsType<UpgradeRobotRow> = [
    {
      title: t('upgrades.robot'),
      key: 'robot',
      width: 180,
      ellipsis: true,
      render: (_, r) => (
        <span title={robotName(r)}>
          {robotName(r)}
          {chosenIds.has(r.id) && (
            <Tag color="blue" style={{ marginInlineStart: 6 }}>
              {t('upgrades.chosenTag')}
            </Tag>
          )}
        </span>
      ),
    },
    { title: t('upgrades.department'), dataIndex: 'departmentName', width: 130, ellipsis: true },
    { title: t('upgrades.agentVersion'), dataIndex: 'agentVersion', width: 100, render: (v) => v || '-' },
    {
      title: t('upgrades.online'),
      dataIndex: 'online',
      width: 90,
      render: (v: boolean) => <OnlineBadge online={v} />,
    },
    {
      title: t('common.actions'),
      key: 'add',
      width: 80,
      render: (_, r) => (
        <Button
          type="link"
          size="small"
          onClick={() => onAdd([r])}
          data-testid={`upgrade-robot-add-${r.id}`}
          aria-label={t('upgrades.addRobot', { name: robotName(r) })}
        >
          {t('upgrades.add')}
        </Button>
      ),
    },
  ];
  return (
    <Flex vertical gap={8}>
      <Flex gap={8} wrap>
        <DepartmentSelect
          allowClear
          placeholder={t('upgrades.chooseDepartment')}
          value={departmentId}
          onChange={(id?: number) => {
            setDepartmentId(id);
            search({ ...filters, departmentId: id });
          }}
          style={{ flex: '1 1 200px', minWidth: 0 }}
          data-testid="upgrade-task-department"
        />
        <Input.Search
          allowClear
          maxLength={maxLengthOf(upgradesApi.robots.input.shape.keyword)}
          placeholder={t('upgrades.robotKeyword')}
          disabled={departmentId === undefined}
          onSearch={(v) => search({ ...filters, keyword: v.trim() || undefined })}
          style={{ flex: '1 1 180px', minWidth: 0 }}
          data-testid="upgrade-task-robot-keyword"
        />
        <Button
          icon={<PlusOutlined />}
          disabled={ticked.length === 0}
          onClick={() => {
            onAdd(rows.filter((r) => ticked.includes(r.id)));
            setTicked([]);
          }}
          data-testid="upgrade-robot-add-ticked"
        >
          {t('upgrades.addTicked', { count: ticked.length })}
        </Button>
      </Flex>
      <Table<UpgradeRobotRow>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={departmentId === undefined ? [] : rows}
        loading={list.query.isFetching && departmentId !== undefined}
        scroll={{ x: 580 }}
        rowSelection={labelledSelection(t, robotName, {
          selectedRowKeys: ticked,
          onChange: (keys) => setTicked(keys as number[]),
        })}
        locale={{
          emptyText:
            departmentId === undefined ? t('upgrades.departmentFirst') : t('upgrades.noDepartmentRobots'),
        }}
        pagination={pagination(t, list.paging, list.query.data?.total ?? 0, list.turn)}
        data-testid="upgrade-task-robots"
      />
    </Flex>
  );
}

/** The robots chosen so far, each to take out again. */
function ChosenRobots({ chosen, onRemove }: { chosen: UpgradeRobotRow[]; onRemove(id: number): void }) {
  const { t } = useTranslation();
  const columns: ColumnsType<UpgradeRobotRow> = [
    { title: t('upgrades.robot'), key: 'robot', width: 180, ellipsis: true, render: (_, r) => robotName(r) },
    { title: t('upgrades.department'), dataIndex: 'departmentName', width: 130, ellipsis: true },
    { title: t('upgrades.agentVersion'), dataIndex: 'agentVersion', width: 100, render: (v) => v || '-' },
    {
      title: t('common.actions'),
      key: 'remove',
      width: 80,
      render: (_, r) => (
        <Button
          type="link"
          size="small"
          danger
          icon={<DeleteOutlined />}
          onClick={() => onRemove(r.id)}
          aria-label={t('upgrades.removeRobot', { name: robotName(r) })}
          data-testid={`upgrade-robot-remove-${r.id}`}
        />
      ),
    },
  ];
  return (
    <div>
      <Typography.Text strong>{t('upgrades.chosenRobots', { count: chosen.length })}</Typography.Text>
      <Table<UpgradeRobotRow>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={chosen}
        scroll={{ x: 490 }}
        locale={{ emptyText: t('upgrades.noneChosen') }}
        pagination={chosen.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        style={{ marginTop: 8 }}
        data-testid="upgrade-task-chosen"
      />
    </div>
  );
}
