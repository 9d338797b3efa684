import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { DESCRIPTION_MAX, type DepartmentNode, departmentFields } from '@rpa/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Card,
  Col,
  Descriptions,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  Row,
  Skeleton,
  Tree,
  TreeSelect,
  Typography,
} from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addDepartment,
  type DepartmentForm,
  deleteDepartment,
  departmentTemplate,
  departmentTree,
  importDepartments,
  modifyDepartment,
} from '../../api/departments';
import { refusable } from '../../api/refusable';
import { notify } from '../../app/notify';
import { ImportButton, useConfirmAction } from '../../components/crud';
import { useFieldRules } from '../../components/rules';
import { validated } from '../../components/validated';
import { useButtons } from '../auth/buttons';

/** The tree, which every department choice of the console reads too. */
const DEPARTMENTS = ['departments'];

type Mode = { kind: 'view' } | { kind: 'add'; parentId: number } | { kind: 'edit' };
type Values = DepartmentForm & { parentId: number | null };

function index(nodes: DepartmentNode[], into = new Map<number, DepartmentNode>()) {
  for (const n of nodes) {
    into.set(n.id, n);
    index(n.children, into);
  }
  return into;
}

/** Tree options for the parent choice; a department and its own subtree cannot become its parent. */
interface ParentOption {
  value: number;
  title: string;
  disabled: boolean;
  children: ParentOption[];
}

function parentOptions(nodes: DepartmentNode[], exclude?: number): ParentOption[] {
  return nodes.map((n) => ({
    value: n.id,
    title: n.name,
    disabled: n.id === exclude,
    children: n.id === exclude ? [] : parentOptions(n.children, exclude),
  }));
}

/** Departments (console-administration.md §2): the tree, add, edit and move, delete when empty, import. */
export default function DepartmentPage() {
  const { t } = useTranslation();
  const confirm = useConfirmAction([DEPARTMENTS]);
  const client = useQueryClient();
  const { allows } = useButtons();
  const tree = useQuery({ queryKey: DEPARTMENTS, queryFn: departmentTree });
  const byId = useMemo(() => index(tree.data ?? []), [tree.data]);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [mode, setMode] = useState<Mode>({ kind: 'view' });
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<Values>();
  const rule = useFieldRules(departmentFields);
  const selected = selectedId === null ? (tree.data?.[0] ?? null) : (byId.get(selectedId) ?? null);
  const refresh = () => void client.invalidateQueries({ queryKey: DEPARTMENTS });

  const startAdd = () => {
    if (!selected) return;
    form.resetFields();
    form.setFieldsValue({ sort: 0, parentId: selected.id });
    setMode({ kind: 'add', parentId: selected.id });
  };
  const startEdit = () => {
    if (!selected) return;
    form.setFieldsValue(selected);
    setMode({ kind: 'edit' });
  };

  const save = async () => {
    const v = await validated(form);
    if (!v) return;
    const body = {
      name: v.name.trim(),
      code: v.code.trim(),
      sort: v.sort ?? 0,
      description: v.description?.trim() ?? '',
    };
    await refusable(async () => {
      if (mode.kind === 'add') {
        const { id } = await addDepartment({ ...body, parentId: mode.parentId });
        setSelectedId(id);
      } else if (selected) {
        await modifyDepartment({ ...body, id: selected.id, parentId: v.parentId ?? selected.parentId });
      }
      notify.success(t('departments.saved'));
      setMode({ kind: 'view' });
      refresh();
    }, setSaving);
  };

  const remove = () => {
    if (!selected) return;
    confirm({
      title: t('departments.deleteTitle'),
      content: t('departments.deleteConfirm', { name: selected.name }),
      danger: true,
      run: async () => {
        await deleteDepartment(selected.id);
        setSelectedId(selected.parentId);
      },
      success: t('departments.deleted'),
    });
  };

  const editor = (
    <Form<Values> form={form} layout="vertical" style={{ maxWidth: 520 }}>
      <Typography.Title level={5}>
        {mode.kind === 'add'
          ? t('departments.addUnder', { parent: byId.get(mode.parentId)?.name ?? '' })
          : t('departments.edit')}
      </Typography.Title>
      <Form.Item name="name" label={t('departments.name')} required rules={rule('name')}>
        <Input data-testid="department-name" />
      </Form.Item>
      <Form.Item name="code" label={t('departments.code')} required rules={rule('code')}>
        <Input maxLength={5} data-testid="department-code" />
      </Form.Item>
      {mode.kind === 'edit' && selected?.parentId !== null && (
        <Form.Item name="parentId" label={t('departments.parent')} extra={t('departments.moveHelp')}>
          <TreeSelect
            treeDefaultExpandAll
            treeData={parentOptions(tree.data ?? [], selected?.id)}
            data-testid="department-parent"
          />
        </Form.Item>
      )}
      <Form.Item name="sort" label={t('departments.sort')}>
        <InputNumber min={0} max={99999} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="description" label={t('users.description')} rules={rule('description')}>
        <Input.TextArea rows={2} showCount maxLength={DESCRIPTION_MAX} />
      </Form.Item>
      <Flex gap={8}>
        <Button type="primary" loading={saving} onClick={() => void save()} data-testid="department-save">
          {t('common.save')}
        </Button>
        <Button onClick={() => setMode({ kind: 'view' })}>{t('common.cancel')}</Button>
      </Flex>
    </Form>
  );

  const details = selected && (
    <Flex vertical gap={16}>
      <Flex gap={8} wrap>
        {allows('add') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={startAdd} data-testid="department-add">
            {t('departments.addChild')}
          </Button>
        )}
        {allows('edit') && (
          <Button icon={<EditOutlined />} onClick={startEdit} data-testid="department-edit">
            {t('common.edit')}
          </Button>
        )}
        {allows('delete') && selected.parentId !== null && (
          <Button danger icon={<DeleteOutlined />} onClick={remove} data-testid="department-delete">
            {t('common.delete')}
          </Button>
        )}
      </Flex>
      <Descriptions column={1} bordered size="small" layout="vertical">
        <Descriptions.Item label={t('departments.name')}>{selected.name}</Descriptions.Item>
        <Descriptions.Item label={t('departments.code')}>{selected.code}</Descriptions.Item>
        <Descriptions.Item label={t('departments.parent')}>
          {selected.parentId ? (byId.get(selected.parentId)?.name ?? '-') : '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('departments.sort')}>{selected.sort}</Descriptions.Item>
        <Descriptions.Item label={t('users.description')}>{selected.description || '-'}</Descriptions.Item>
      </Descriptions>
    </Flex>
  );

  return (
    <Card
      title={t('departments.title')}
      extra={
        allows('import') && (
          <ImportButton
            title={t('departments.importTitle')}
            templateName={`${t('departments.templateName')}.xlsx`}
            template={departmentTemplate}
            upload={importDepartments}
            onImported={refresh}
            testId="departments-import"
          />
        )
      }
    >
      {tree.isPending ? (
        <Skeleton active />
      ) : !tree.data?.length ? (
        <Empty description={t('common.empty')} />
      ) : (
        <Row gutter={[24, 24]}>
          <Col xs={24} md={9} lg={8}>
            <Tree<{ key: number; title: string }>
              blockNode
              defaultExpandAll
              selectedKeys={selected ? [selected.id] : []}
              treeData={toTreeData(tree.data)}
              onSelect={(keys) => {
                if (keys.length) {
                  setSelectedId(Number(keys[0]));
                  setMode({ kind: 'view' });
                }
              }}
              data-testid="department-tree"
            />
          </Col>
          <Col xs={24} md={15} lg={16}>
            {mode.kind === 'view' ? details : editor}
          </Col>
        </Row>
      )}
    </Card>
  );
}

interface TreeItem {
  key: number;
  title: string;
  children: TreeItem[];
}

const toTreeData = (nodes: DepartmentNode[]): TreeItem[] =>
  nodes.map((n) => ({ key: n.id, title: `${n.name} (${n.code})`, children: toTreeData(n.children) }));
