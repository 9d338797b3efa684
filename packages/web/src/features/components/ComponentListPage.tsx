import { UploadOutlined } from '@ant-design/icons';
import { type ComponentRow, componentsApi } from '@rpa/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ComponentQuery, componentKeys, listComponents, removeComponent } from '../../api/components';
import {
  type ListColumn,
  ListPage,
  rowActionsColumn,
  TextFilter,
  useConfirmAction,
  useListQuery,
} from '../../components/crud';
import { showTime } from '../../components/time';
import { useButtons } from '../auth/buttons';
import { ComponentDetailDrawer } from './ComponentDetailDrawer';
import { UploadComponentDialog } from './UploadComponentDialog';

/**
 * Custom components (console-administration.md §2, §3; menu 1804): the
 * component projects with search by project name, each one's latest
 * version and how many process versions use it; upload a package (a new
 * project or a new version), the detail with every version, and delete
 * after a confirmation (the server refuses while a published process uses it).
 */
export default function ComponentListPage() {
  const { t } = useTranslation();
  const { allows } = useButtons();
  const list = useListQuery<ComponentQuery, ComponentRow>({ keys: componentKeys, fetch: listComponents });
  const confirm = useConfirmAction([componentKeys.all]);
  const [uploading, setUploading] = useState(false);
  const [detailOf, setDetailOf] = useState<number | null>(null);

  const remove = (c: ComponentRow) =>
    confirm({
      title: t('components.deleteTitle'),
      content: t('components.deleteOne', { name: c.name }),
      okText: t('common.delete'),
      okTestId: 'component-delete-ok',
      danger: true,
      run: () => removeComponent(c.id),
      success: t('components.deleted', { name: c.name }),
    });

  const columns: ListColumn<ComponentRow>[] = [
    {
      title: t('components.name'),
      dataIndex: 'name',
      width: 180,
      ellipsis: true,
      fixed: 'left',
      render: (v: string, c) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0, maxWidth: '100%' }}
          onClick={() => setDetailOf(c.id)}
          data-testid={`component-name-${c.id}`}
        >
          <span title={v} style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {v}
          </span>
        </Button>
      ),
      filter: {
        input: (
          <TextFilter
            field={componentsApi.list.input.shape.name}
            width={180}
            data-testid="components-filter-name"
          />
        ),
      },
    },
    { title: t('components.latestVersion'), dataIndex: 'latestVersion', width: 120 },
    // No width: the description takes what the others leave, so the row fits at 1440 px.
    { title: t('components.description'), dataIndex: 'description', ellipsis: true },
    { title: t('components.versionCount'), dataIndex: 'versionCount', width: 80, align: 'right' },
    {
      title: t('components.usedByCount'),
      dataIndex: 'usedByCount',
      width: 90,
      align: 'right',
      render: (v: number, c) => <span data-testid={`component-used-${c.id}`}>{v}</span>,
    },
    { title: t('components.createdBy'), dataIndex: 'createdBy', width: 100, ellipsis: true },
    {
      title: t('components.updatedAt'),
      dataIndex: 'updatedAt',
      width: 170,
      render: (v: string) => showTime(v, 'second'),
    },
    rowActionsColumn<ComponentRow>(
      t,
      130,
      (c) => [
        {
          key: 'detail',
          label: t('components.detail'),
          onClick: () => setDetailOf(c.id),
          testId: `component-detail-${c.id}`,
        },
        {
          key: 'delete',
          label: t('common.delete'),
          danger: true,
          shown: allows('delete'),
          onClick: () => remove(c),
          testId: `component-delete-${c.id}`,
        },
      ],
      { inline: 2 },
    ),
  ];

  return (
    <ListPage<ComponentRow, ComponentQuery>
      title={t('components.title')}
      intro={t('components.intro')}
      list={list}
      columns={columns}
      scrollX={1000}
      emptyText={t('components.empty')}
      testId="components"
      toolbar={
        allows('upload') && (
          <Button
            type="primary"
            icon={<UploadOutlined />}
            onClick={() => setUploading(true)}
            data-testid="components-upload"
          >
            {t('components.upload')}
          </Button>
        )
      }
    >
      <UploadComponentDialog
        open={uploading}
        onClose={() => setUploading(false)}
        onUploaded={(id) => setDetailOf(id)}
      />
      <ComponentDetailDrawer
        componentId={detailOf}
        canDownload={allows('download')}
        canDelete={allows('delete')}
        onClose={() => setDetailOf(null)}
      />
    </ListPage>
  );
}
