import { HOUSEKEEPER_ALIAS_MAX, type HousekeeperRow, housekeepersApi } from '@rpa/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { housekeeperKeys, renameHousekeeper } from '../../api/housekeepers';
import { FormDialog } from '../../components/crud';
import { useFieldRules } from '../../components/rules';

/** Renames a steward; the contract's rule is checked here and again by the server. */
export function RenameDialog({
  housekeeper,
  onClose,
}: {
  housekeeper: HousekeeperRow | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const rule = useFieldRules(housekeepersApi.rename.input);
  const [form] = Form.useForm<{ housekeeperAlias: string }>();
  return (
    <FormDialog<{ housekeeperAlias: string }>
      open={!!housekeeper}
      title={housekeeper ? t('housekeepers.renameTitle', { name: housekeeper.name }) : ''}
      form={form}
      initialValues={{ housekeeperAlias: housekeeper?.housekeeperAlias }}
      save={(v) => renameHousekeeper(housekeeper?.id ?? 0, v.housekeeperAlias.trim())}
      savedMessage={t('housekeepers.saved')}
      invalidates={[housekeeperKeys.all]}
      onClose={onClose}
      okTestId="housekeeper-rename-ok"
    >
      <Form.Item
        name="housekeeperAlias"
        label={t('housekeepers.alias')}
        extra={t('housekeepers.aliasRule')}
        rules={rule('housekeeperAlias')}
      >
        <Input maxLength={HOUSEKEEPER_ALIAS_MAX} showCount data-testid="housekeeper-alias" />
      </Form.Item>
    </FormDialog>
  );
}
