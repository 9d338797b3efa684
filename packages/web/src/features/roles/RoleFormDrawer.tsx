import { DESCRIPTION_MAX, IDENTITIES, type IdentityId, roleFields } from '@rpa/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select, Skeleton, Tree } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addRole, modifyRole, permissionTree, roleDetail, roleKeys } from '../../api/roles';
import { FormDrawer } from '../../components/crud';
import { ErrorNote } from '../../components/ErrorNote';
import { useFieldRules } from '../../components/rules';
import { currentLang } from '../../i18n';
import { leafKeys, toEditorTree } from './permissionTree';

interface Values {
  name: string;
  identity: IdentityId;
  description: string;
  defaultLanding: string;
}

interface Props {
  /** null: closed; 0: add; otherwise the role to edit. */
  roleId: number | null;
  onClose(): void;
}

/**
 * Add or edit a role: name, identity (fixed once created), description,
 * default landing page and the menu and button permissions as a tree with
 * check boxes (parents half-checked when partly granted).
 */
export function RoleFormDrawer({ roleId, onClose }: Props) {
  const { t } = useTranslation();
  const lang = currentLang();
  const [form] = Form.useForm<Values>();
  const rule = useFieldRules(roleFields);
  const [checked, setChecked] = useState<string[]>([]);
  const [treeError, setTreeError] = useState(false);
  const adding = roleId === 0;
  const detail = useQuery({
    queryKey: roleKeys.detail(roleId),
    queryFn: () => roleDetail(roleId as number),
    enabled: !!roleId,
    gcTime: 0,
  });
  const identity = Form.useWatch('identity', form) ?? detail.data?.identity ?? 1;
  const catalogue = useQuery({
    queryKey: ['permissionTree', identity],
    queryFn: () => permissionTree(identity),
    enabled: roleId !== null,
  });
  const tree = useMemo(
    () => toEditorTree(catalogue.data?.tree ?? [], lang, t('roles.open')),
    [catalogue.data, lang, t],
  );
  const leaves = useMemo(() => leafKeys(tree), [tree]);

  useEffect(() => {
    if (roleId === null) return;
    form.resetFields();
    setTreeError(false);
    if (detail.data) {
      form.setFieldsValue(detail.data);
      setChecked(detail.data.permissions);
    } else setChecked([]);
  }, [roleId, detail.data, form]);

  const landingChoices = (catalogue.data?.landings ?? []).map((l) => ({
    value: l.path,
    label: l.title[lang],
    disabled: !checked.includes(String(l.menuId)),
  }));

  const save = (v: Values) => {
    const body = {
      name: v.name.trim(),
      description: v.description?.trim() ?? '',
      defaultLanding: v.defaultLanding,
      permissions: checked.filter((k) => leaves.has(k)),
    };
    return adding
      ? addRole({ ...body, identity: v.identity })
      : modifyRole({ ...body, id: roleId as number });
  };
  // At least one page or button must be granted; the tree is outside the form's rules.
  const treeChecked = () => {
    const granted = checked.some((k) => leaves.has(k));
    setTreeError(!granted);
    return granted;
  };

  return (
    <FormDrawer<Values>
      open={roleId !== null}
      title={adding ? t('roles.add') : t('roles.edit')}
      form={form}
      save={save}
      precheck={treeChecked}
      savedMessage={t('roles.saved')}
      invalidates={[roleKeys.all]}
      onClose={onClose}
      width={640}
      submitTestId="role-submit"
    >
      {!adding && detail.isPending ? (
        <Skeleton active />
      ) : (
        <Form<Values> form={form} layout="vertical" initialValues={{ identity: 1 }}>
          <Form.Item name="name" label={t('roles.name')} required rules={rule('name')}>
            <Input data-testid="role-name" />
          </Form.Item>
          <Form.Item
            name="identity"
            label={t('roles.identity')}
            extra={adding ? t('roles.identityFixed') : undefined}
          >
            <Select
              disabled={!adding}
              options={IDENTITIES.map((i) => ({ value: i, label: t(`identity.${i}`) }))}
              onChange={() => {
                setChecked([]);
                form.setFieldValue('defaultLanding', undefined);
              }}
              data-testid="role-identity"
            />
          </Form.Item>
          <Form.Item name="description" label={t('users.description')} rules={rule('description')}>
            <Input.TextArea rows={2} showCount maxLength={DESCRIPTION_MAX} />
          </Form.Item>
          <Form.Item
            name="defaultLanding"
            label={t('roles.landing')}
            extra={t('roles.landingHelp')}
            required
            rules={[
              ...rule('defaultLanding'),
              {
                validator: (_, path: string | undefined) => {
                  const page = catalogue.data?.landings.find((l) => l.path === path);
                  return !path || (page && checked.includes(String(page.menuId)))
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('roles.landingNotGranted')));
                },
              },
            ]}
          >
            <Select
              options={landingChoices}
              showSearch={{ optionFilterProp: 'label' }}
              data-testid="role-landing"
            />
          </Form.Item>
          <Form.Item label={t('roles.permissions')} required>
            <ErrorNote problem={treeError && t('roles.permissionsRequired')} style={{ marginBottom: 8 }} />
            {catalogue.isPending ? (
              <Skeleton active />
            ) : (
              <Tree
                checkable
                selectable={false}
                defaultExpandAll
                treeData={tree}
                checkedKeys={checked.filter((k) => leaves.has(k))}
                onCheck={(keys) => {
                  const list = (Array.isArray(keys) ? keys : keys.checked).map(String);
                  setChecked(list.filter((k) => leaves.has(k)));
                  setTreeError(false);
                }}
                data-testid="role-tree"
              />
            )}
          </Form.Item>
        </Form>
      )}
    </FormDrawer>
  );
}
