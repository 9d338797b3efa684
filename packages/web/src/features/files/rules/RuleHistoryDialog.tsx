import {
  FORWARD_RESULT_LABELS,
  type ForwardHistoryRow,
  type ForwardResult,
  type ForwardRuleRow,
  toLang,
} from '@rpa/contracts';
import { Modal, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { forwardHistory, forwardRuleKeys } from '../../../api/forwardRules';
import { type ListColumn, ListTable, RefreshButton, useListQuery } from '../../../components/crud';
import { showTime } from '../../../components/time';

/** A delivery's tag colour; a result added to the contract without one is a type error here. */
const RESULT_COLOURS: Record<ForwardResult, string> = { success: 'green', failed: 'red' };

interface Props {
  /** The rule whose deliveries are shown; null: closed. */
  rule: ForwardRuleRow | null;
  onClose(): void;
}

/** A rule's deliveries, newest first: one row per file and receiver, failed ones with the reason. */
export function RuleHistoryDialog({ rule, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={rule !== null}
      title={rule ? t('forwardRules.historyTitle', { name: rule.name }) : ''}
      onCancel={onClose}
      footer={null}
      width={1000}
      destroyOnHidden
      modalRender={(dialog) => <div data-testid="rules-history">{dialog}</div>}
    >
      {rule && <Deliveries ruleId={rule.id} />}
    </Modal>
  );
}

function Deliveries({ ruleId }: { ruleId: number }) {
  const { t, i18n } = useTranslation();
  const lang = toLang(i18n.language);
  const list = useListQuery<object, ForwardHistoryRow>({
    keys: forwardRuleKeys,
    name: `history-${ruleId}`,
    fetch: (q) => forwardHistory({ ...q, ruleId }),
  });
  const columns: ListColumn<ForwardHistoryRow>[] = [
    {
      title: t('forwardRules.at'),
      dataIndex: 'at',
      width: 170,
      render: (v: string) => showTime(v, 'second'),
    },
    {
      title: t('forwardRules.file'),
      dataIndex: 'fileName',
      width: 220,
      render: (v: string) => <Typography.Text style={{ wordBreak: 'break-all' }}>{v}</Typography.Text>,
    },
    {
      title: t('forwardRules.receiver'),
      key: 'receiver',
      width: 200,
      render: (_, r) => (
        <span style={{ wordBreak: 'break-word' }}>
          <Tag color={r.receiverKind === 'process' ? 'blue' : undefined}>
            {t(`forwardRules.kind_${r.receiverKind}`)}
          </Tag>
          {r.receiver}
        </span>
      ),
    },
    {
      title: t('forwardRules.result'),
      dataIndex: 'result',
      width: 100,
      render: (v: ForwardResult, r) => (
        <Tag color={RESULT_COLOURS[v]} data-testid={`rules-history-result-${r.id}`}>
          {FORWARD_RESULT_LABELS[v][lang]}
        </Tag>
      ),
    },
    {
      title: t('forwardRules.reason'),
      dataIndex: 'reason',
      width: 220,
      render: (v: string) =>
        v ? <Typography.Text style={{ wordBreak: 'break-word' }}>{v}</Typography.Text> : '-',
    },
  ];
  return (
    <ListTable<ForwardHistoryRow, object>
      list={list}
      columns={columns}
      scrollX={900}
      tableProps={{ size: 'small' }}
      emptyText={t('forwardRules.noHistory')}
      toolbar={
        <RefreshButton
          loading={list.query.isFetching}
          onClick={() => void list.query.refetch()}
          data-testid="rules-history-refresh"
        />
      }
    />
  );
}
