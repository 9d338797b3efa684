import {
  CLIENT_PWD_MAX,
  clientPassword,
  type DepartmentNode,
  ROBOT_ALIAS_MAX,
  ROBOT_RECORD_ACTIONS,
  type RobotRecordAction,
  type RobotRecordRow,
  type RobotRow,
  robotFields,
  toLang,
} from '@rpa/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Flex, Form, Input, Modal, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { departmentTree } from '../../api/departments';
import { refusable } from '../../api/refusable';
import {
  authoriseRobots,
  licenceOptions,
  modifyRobot,
  robotKeys,
  robotPassword,
  robotRecords,
  transferRobots,
} from '../../api/robots';
import { encryptPassword } from '../../api/signIn';
import { notify } from '../../app/notify';
import { ChoiceSelect, FormDialog, pagination } from '../../components/crud';
import { DepartmentSelect } from '../../components/DepartmentSelect';
import { useFieldRules, useRule } from '../../components/rules';
import { showTime } from '../../components/time';
import { ConfirmPasswordItem } from '../auth/PasswordFields';

/** Alias (at most 40) and desktop resolution (`width*height`, 800-3840 by 600-2400); empty clears either. */
export function EditRobotDialog({ robot, onClose }: { robot: RobotRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const rule = useFieldRules(robotFields);
  const [form] = Form.useForm<{ alias?: string; resolution?: string }>();
  return (
    <FormDialog<{ alias?: string; resolution?: string }>
      open={!!robot}
      title={robot ? t('robots.editTitle', { no: robot.robotsNo }) : ''}
      form={form}
      initialValues={{ alias: robot?.alias, resolution: robot?.resolution }}
      save={(v) =>
        modifyRobot({
          id: robot?.id ?? 0,
          alias: (v.alias ?? '').trim(),
          resolution: (v.resolution ?? '').trim(),
        })
      }
      savedMessage={t('robots.saved')}
      invalidates={[robotKeys.all]}
      onClose={onClose}
      okTestId="robot-edit-ok"
    >
      <Form.Item name="alias" label={t('robots.alias')} extra={t('robots.aliasHint')} rules={rule('alias')}>
        <Input maxLength={ROBOT_ALIAS_MAX} showCount data-testid="robot-alias" />
      </Form.Item>
      <Form.Item
        name="resolution"
        label={t('robots.resolution')}
        extra={t('robots.resolutionHint')}
        rules={rule('resolution')}
      >
        <Input placeholder="1920*1080" maxLength={9} data-testid="robot-resolution" />
      </Form.Item>
    </FormDialog>
  );
}

/** A new client password for manager-bound robots (6-64), sent encrypted like sign-in passwords. */
export function PasswordDialog({ robots, onClose }: { robots: RobotRow[]; onClose: () => void }) {
  const { t } = useTranslation();
  const passwordRule = useRule(clientPassword);
  const [form] = Form.useForm<{ password: string; confirm: string }>();
  return (
    <FormDialog<{ password: string; confirm: string }, { done: number }>
      open={robots.length > 0}
      title={
        robots.length === 1
          ? t('robots.passwordTitleOne', { no: robots[0]?.robotsNo })
          : t('robots.passwordTitle', { count: robots.length })
      }
      form={form}
      save={async (v) =>
        robotPassword(
          robots.map((x) => x.id),
          await encryptPassword(v.password),
        )
      }
      savedMessage={(r) => t('robots.passwordSaved', { count: r.done })}
      invalidates={[]}
      onClose={onClose}
    >
      <Typography.Paragraph type="secondary">{t('robots.passwordHint')}</Typography.Paragraph>
      <Form.Item name="password" label={t('robots.newPassword')} rules={passwordRule}>
        <Input.Password maxLength={CLIENT_PWD_MAX} autoComplete="new-password" />
      </Form.Item>
      <ConfirmPasswordItem
        name="confirm"
        of="password"
        label={t('robots.confirmPassword')}
        requiredMessage={t('robots.confirmRequired')}
        mismatchMessage={t('robots.confirmDiffers')}
        maxLength={CLIENT_PWD_MAX}
      />
    </FormDialog>
  );
}

/** A dialog acting on a batch of robots. */
interface BatchProps {
  robots: RobotRow[];
  onDone: () => void;
  onClose: () => void;
}

/**
 * A batch of robots and one thing chosen for them (a licence, a department):
 * OK stays off until it is chosen, runs with the button busy, then closes;
 * the choice is forgotten when the dialog closes.
 */
function BatchChoiceDialog<V>({
  robots,
  title,
  blocked = false,
  run,
  onDone,
  onClose,
  children,
}: BatchProps & {
  title: string;
  /** OK stays off even with a choice (the batch cannot take one). */
  blocked?: boolean;
  /** Runs the batch with the choice; on false, or a refusal (shown by the request client), the dialog stays open. */
  run: (ids: number[], chosen: V) => Promise<boolean | undefined>;
  children: (chosen: V | undefined, choose: (v: V | undefined) => void) => ReactNode;
}) {
  const [chosen, setChosen] = useState<V | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (robots.length === 0) setChosen(undefined);
  }, [robots]);
  return (
    <Modal
      open={robots.length > 0}
      title={title}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ disabled: chosen === undefined || blocked }}
      onOk={() =>
        void refusable(async () => {
          const ran = await run(
            robots.map((x) => x.id),
            chosen as V,
          );
          if (ran === false) return;
          onDone();
          onClose();
        }, setBusy)
      }
    >
      {children(chosen, setChosen)}
    </Modal>
  );
}

/** Puts robots of one terminal type on a valid licence of that category with seats left (transformLic). */
export function AuthoriseDialog(batch: BatchProps) {
  const { t } = useTranslation();
  const { robots } = batch;
  const category = robots[0]?.category;
  const mixed = robots.some((r) => r.category !== category);
  const options = useQuery({
    queryKey: ['robots', 'licences', category],
    queryFn: () => licenceOptions(category),
    enabled: robots.length > 0 && !mixed,
  });
  const list = options.data ?? [];
  return (
    <BatchChoiceDialog<string>
      {...batch}
      title={t('robots.authoriseTitle', { count: robots.length })}
      blocked={mixed}
      run={async (ids, licSn) => {
        const r = await authoriseRobots(ids, licSn);
        if (r.failed > 0) notify.info(t('robots.authorisePartly', { done: r.done, failed: r.failed }));
        else notify.success(t('robots.authoriseDone', { count: r.done }));
        return true;
      }}
    >
      {(licSn, setLicSn) =>
        mixed ? (
          <Alert type="warning" showIcon title={t('robots.authoriseMixed')} />
        ) : (
          <Flex vertical gap={12}>
            <Typography.Text type="secondary">
              {t('robots.authoriseHint', { category: t(`robots.category_${category}`) })}
            </Typography.Text>
            {options.isSuccess && list.length === 0 ? (
              <Alert type="info" showIcon title={t('robots.authoriseNone')} />
            ) : (
              <Select
                style={{ width: '100%' }}
                placeholder={t('robots.authoriseLicence')}
                loading={options.isFetching}
                value={licSn}
                onChange={setLicSn}
                options={list.map((o) => ({
                  value: o.licSn,
                  label: t('robots.licenceOption', {
                    sn: o.licSn,
                    left: o.remaining,
                    number: o.number,
                    due: showTime(o.dueAt, 'date'),
                  }),
                }))}
                data-testid="robot-authorise-licence"
              />
            )}
          </Flex>
        )
      }
    </BatchChoiceDialog>
  );
}

const codeOf = (nodes: DepartmentNode[], id: number): string | undefined => {
  for (const n of nodes) {
    if (n.id === id) return n.code;
    const found = codeOf(n.children, id);
    if (found) return found;
  }
  return undefined;
};

/** Moves robots to another department the caller manages (transformOrgDef takes its code). */
export function TransferDialog(batch: BatchProps) {
  const { t } = useTranslation();
  const { robots } = batch;
  const tree = useQuery({ queryKey: ['departments'], queryFn: departmentTree });
  return (
    <BatchChoiceDialog<number>
      {...batch}
      title={t('robots.transferTitle', { count: robots.length })}
      run={async (ids, target) => {
        const code = codeOf(tree.data ?? [], target);
        if (!code) return false;
        const r = await transferRobots(ids, code);
        notify.success(t('robots.transferDone', { count: r.done }));
        return true;
      }}
    >
      {(target, setTarget) => (
        <Flex vertical gap={12}>
          <Typography.Text type="secondary">{t('robots.transferHint')}</Typography.Text>
          <DepartmentSelect
            style={{ width: '100%' }}
            placeholder={t('robots.department')}
            value={target}
            onChange={setTarget}
          />
        </Flex>
      )}
    </BatchChoiceDialog>
  );
}

/**
 * Operation records (`/rpa/opglog/list`): registrations, connections and
 * refusals written by the gateway, and managers' changes; of one robot, or
 * of every robot the caller manages.
 */
export function RecordsDialog({
  open,
  robot,
  onClose,
}: {
  open: boolean;
  robot: RobotRow | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = toLang(i18n.language);
  const [page, setPage] = useState({ page: 1, size: 10 });
  const [action, setAction] = useState<RobotRecordAction | undefined>(undefined);
  const [result, setResult] = useState<'success' | 'fail' | undefined>(undefined);
  // A new filter starts again at the first page.
  const filterBy =
    <V,>(set: (v: V) => void) =>
    (v: V) => {
      set(v);
      setPage((p) => ({ ...p, page: 1 }));
    };
  useEffect(() => {
    if (open) {
      setPage({ page: 1, size: 10 });
      setAction(undefined);
      setResult(undefined);
    }
  }, [open]);
  const data = useQuery({
    queryKey: ['robots', 'records', robot?.id, action, result, page],
    queryFn: () =>
      robotRecords({
        ...page,
        ...(robot ? { robotId: robot.id } : {}),
        ...(action ? { action } : {}),
        ...(result ? { result } : {}),
      }),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const columns: ColumnsType<RobotRecordRow> = [
    {
      title: t('robots.at'),
      dataIndex: 'at',
      width: 160,
      render: (v: string) => showTime(v, 'second'),
    },
    ...(robot ? [] : [{ title: t('robots.robotsNo'), dataIndex: 'robotsNo', width: 150, ellipsis: true }]),
    {
      title: t('robots.action'),
      dataIndex: 'action',
      width: 120,
      render: (a: RobotRecordAction) => ROBOT_RECORD_ACTIONS[a]?.[lang] ?? a,
    },
    {
      title: t('robots.result'),
      dataIndex: 'result',
      width: 80,
      render: (r: RobotRecordRow['result']) => (
        <Tag color={r === 'success' ? 'green' : 'red'}>{t(`robots.result_${r}`)}</Tag>
      ),
    },
    {
      title: t('robots.operator'),
      dataIndex: 'userName',
      width: 110,
      render: (v: string) => v || t('robots.byRobot'),
    },
    { title: t('robots.ip'), dataIndex: 'ip', width: 130, render: (v: string) => v || '-' },
    { title: t('robots.recordDetail'), dataIndex: 'detail', width: 240, ellipsis: true },
  ];
  return (
    <Modal
      open={open}
      title={robot ? t('robots.recordsTitle', { no: robot.robotsNo }) : t('robots.records')}
      onCancel={onClose}
      footer={null}
      width={960}
      destroyOnHidden
    >
      <Flex gap={8} wrap style={{ marginBottom: 12 }}>
        <ChoiceSelect
          values={Object.keys(ROBOT_RECORD_ACTIONS) as RobotRecordAction[]}
          label={(a) => ROBOT_RECORD_ACTIONS[a][lang]}
          placeholder={t('robots.action')}
          width={160}
          value={action}
          onChange={filterBy(setAction)}
        />
        <ChoiceSelect
          values={['success', 'fail'] as const}
          label={(r) => t(`robots.result_${r}`)}
          placeholder={t('robots.result')}
          width={120}
          value={result}
          onChange={filterBy(setResult)}
        />
      </Flex>
      <Table<RobotRecordRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={data.data?.records ?? []}
        loading={data.isFetching}
        scroll={{ x: robot ? 840 : 990 }}
        locale={{ emptyText: t('common.empty') }}
        pagination={pagination(t, page, data.data?.total ?? 0, setPage, true)}
      />
    </Modal>
  );
}
