import { type UpgradePackageRow, upgradesApi } from '@rpa/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listPackages, type PackageQuery, removePackage, upgradeKeys } from '../../api/upgrades';
import {
  AddButton,
  type ListColumn,
  ListTable,
  rowActionsColumn,
  TextFilter,
  useConfirmAction,
  useListQuery,
} from '../../components/crud';
import { formatSize } from '../../components/text';
import { showTime } from '../../components/time';
import { AddPackageWizard } from './AddPackageWizard';
import { PackageDetailDrawer } from './PackageDetailDrawer';
import type { UpgradeButtons } from './UpgradesPage';

/**
 * The robot upgrade packages tab: search by name, the packages with their
 * version, size and function description, each one's detail, delete after a
 * confirmation (the server refuses while a task uses it), and the add wizard.
 */
export function PackageList({ buttons }: { buttons: UpgradeButtons }) {
  const { t } = useTranslation();
  const list = useListQuery<PackageQuery, UpgradePackageRow>({
    keys: upgradeKeys,
    name: 'packages',
    fetch: listPackages,
  });
  const confirm = useConfirmAction([upgradeKeys.all]);
  const [adding, setAdding] = useState(false);
  const [detailOf, setDetailOf] = useState<number | null>(null);

  const remove = (p: UpgradePackageRow) =>
    confirm({
      title: t('upgrades.deletePackageTitle'),
      content: t('upgrades.deletePackageOne', { name: p.name }),
      okText: t('common.delete'),
      okTestId: 'upgrade-package-delete-ok',
      danger: true,
      run: () => removePackage(p.id),
      success: t('upgrades.packageDeleted', { name: p.name }),
    });

  const columns: ListColumn<UpgradePackageRow>[] = [
    {
      title: t('upgrades.packageName'),
      dataIndex: 'name',
      width: 180,
      ellipsis: true,
      fixed: 'left',
      render: (v: string, p) => (
        <span title={v} data-testid={`upgrade-package-name-${p.id}`}>
          {v}
        </span>
      ),
      filter: {
        input: (
          <TextFilter
            field={upgradesApi.packages.input.shape.name}
            width={180}
            data-testid="upgrade-packages-filter-name"
          />
        ),
      },
    },
    { title: t('upgrades.version'), dataIndex: 'version', width: 90 },
    {
      title: t('upgrades.fileSize'),
      dataIndex: 'fileSize',
      width: 100,
      render: (v: number) => formatSize(v),
    },
    { title: t('upgrades.functionDescription'), dataIndex: 'description', width: 200, ellipsis: true },
    { title: t('upgrades.remarks'), dataIndex: 'remarks', width: 150, ellipsis: true },
    {
      title: t('upgrades.createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      render: (v: string) => showTime(v, 'second'),
    },
    { title: t('upgrades.createdBy'), dataIndex: 'createdBy', width: 100, ellipsis: true },
    rowActionsColumn<UpgradePackageRow>(t, 130, (p) => [
      {
        key: 'detail',
        label: t('upgrades.detail'),
        onClick: () => setDetailOf(p.id),
        testId: `upgrade-package-detail-${p.id}`,
      },
      {
        key: 'delete',
        label: t('common.delete'),
        danger: true,
        shown: buttons.delete,
        onClick: () => remove(p),
        testId: `upgrade-package-delete-${p.id}`,
      },
    ]),
  ];

  return (
    <>
      <ListTable<UpgradePackageRow, PackageQuery>
        list={list}
        columns={columns}
        scrollX={1100}
        emptyText={t('upgrades.noPackages')}
        testId="upgrade-packages"
        toolbar={
          buttons.add && (
            <AddButton onClick={() => setAdding(true)} data-testid="upgrade-package-add">
              {t('upgrades.addPackage')}
            </AddButton>
          )
        }
      />
      <AddPackageWizard open={adding} onClose={() => setAdding(false)} />
      <PackageDetailDrawer packageId={detailOf} onClose={() => setDetailOf(null)} />
    </>
  );
}
