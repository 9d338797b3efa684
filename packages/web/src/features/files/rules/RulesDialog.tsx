import { type ForwardRuleRow, toLang } from '@rpa/contracts';
import { Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  deleteForwardRules,
  type ForwardRuleQuery,
  forwardRuleKeys,
  listForwardRules,
} from '../../../api/forwardRules';
import {
  AddButton,
  ListTable,
  RefreshButton,
  rowActionsColumn,
  useConfirmDelete,
  useListQuery,
} from '../../../components/crud';
import { EnabledSwitch } from './EnabledSwitch';
import { RuleFormDrawer } from './RuleFormDrawer';
import { RuleHistoryDialog } from './RuleHistoryDialog';
import { ruleColumns } from './ruleColumns';

interface Props {
  open: boolean;
  onClose(): void;
}

/** The caller's forwarding rules in a wide dialog over the file list (a manager's: their departments'). */
export function RulesDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('forwardRules.title')}
      onCancel={onClose}
      footer={null}
      width={1360}
      destroyOnHidden
      modalRender={(dialog) => <div data-testid="rules-dialog">{dialog}</div>}
    >
      {open && <Rules />}
    </Modal>
  );
}

function Rules() {
  const { t, i18n } = useTranslation();
  const list = useListQuery<ForwardRuleQuery, ForwardRuleRow>({
    keys: forwardRuleKeys,
    fetch: listForwardRules,
  });
  const remove = useConfirmDelete({
    invalidates: [forwardRuleKeys.all],
    texts: 'forwardRules',
    okTestId: 'rules-delete-ok',
    remove: deleteForwardRules,
    // Rows are deleted one at a time: there is no selection to drop them from.
    onDeleted: () => {},
  });
  const [editing, setEditing] = useState<ForwardRuleRow | 'new' | null>(null);
  const [historyOf, setHistoryOf] = useState<ForwardRuleRow | null>(null);

  const columns = [
    ...ruleColumns(t, toLang(i18n.language), (r) => <EnabledSwitch rule={r} />),
    rowActionsColumn<ForwardRuleRow>(
      t,
      200,
      (r) => [
        {
          key: 'edit',
          label: t('common.edit'),
          onClick: () => setEditing(r),
          testId: `rules-edit-${r.id}`,
        },
        {
          key: 'history',
          label: t('forwardRules.history'),
          onClick: () => setHistoryOf(r),
          testId: `rules-history-${r.id}`,
        },
        {
          key: 'delete',
          label: t('common.delete'),
          danger: true,
          onClick: () => remove([r.id], r.name),
          testId: `rules-delete-${r.id}`,
        },
      ],
      { inline: 3 },
    ),
  ];

  return (
    <>
      <Typography.Paragraph type="secondary">{t('forwardRules.intro')}</Typography.Paragraph>
      <ListTable<ForwardRuleRow, ForwardRuleQuery>
        list={list}
        columns={columns}
        scrollX={1300}
        emptyText={t('forwardRules.empty')}
        testId="rules"
        toolbar={
          <>
            <AddButton onClick={() => setEditing('new')} data-testid="rules-add">
              {t('forwardRules.add')}
            </AddButton>
            <RefreshButton
              loading={list.query.isFetching}
              onClick={() => void list.query.refetch()}
              data-testid="rules-refresh"
            />
          </>
        }
      />
      <RuleFormDrawer editing={editing} onClose={() => setEditing(null)} />
      <RuleHistoryDialog rule={historyOf} onClose={() => setHistoryOf(null)} />
    </>
  );
}
