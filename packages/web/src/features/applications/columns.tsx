import { type ApplicationRow, applicationsApi } from '@rpa/contracts';
import { Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ListColumn } from '../../components/crud';
import { TextFilter } from '../../components/crud';
import { DepartmentSelect } from '../../components/DepartmentSelect';
import { showTime } from '../../components/time';

const filters = applicationsApi.list.input.shape;

/** The list's columns before the actions, with their filters: name, AppKey and department. */
export function applicationColumns(t: TFunction): ListColumn<ApplicationRow>[] {
  return [
    {
      title: t('applications.name'),
      dataIndex: 'name',
      width: 180,
      ellipsis: true,
      fixed: 'left',
      render: (v: string, r) => (
        <span data-testid={`application-name-${r.id}`} title={v}>
          {v}
        </span>
      ),
      filter: {
        input: <TextFilter field={filters.name} width={180} data-testid="applications-filter-name" />,
      },
    },
    {
      title: t('applications.appKey'),
      dataIndex: 'appKey',
      width: 260,
      render: (v: string) => (
        <Typography.Text code copyable={{ tooltips: [t('applications.copy'), t('applications.copied')] }}>
          {v}
        </Typography.Text>
      ),
      filter: {
        input: <TextFilter field={filters.appKey} width={200} data-testid="applications-filter-appkey" />,
      },
    },
    {
      title: t('applications.appSecret'),
      dataIndex: 'secretPrefix',
      width: 170,
      // Only the prefix is known: the secret itself was shown once and is kept as a hash.
      render: (v: string, r) => (
        <Typography.Text code data-testid={`application-secret-${r.id}`}>
          {v}••••••••
        </Typography.Text>
      ),
    },
    {
      title: t('applications.department'),
      dataIndex: 'departmentName',
      width: 150,
      ellipsis: true,
      filter: { name: 'departmentId', input: <DepartmentSelect allowClear style={{ width: 170 }} /> },
    },
    { title: t('applications.description'), dataIndex: 'description', width: 200, ellipsis: true },
    {
      title: t('applications.enabled'),
      dataIndex: 'enabled',
      width: 100,
      render: (v: boolean) =>
        v ? <Tag color="green">{t('applications.on')}</Tag> : <Tag>{t('applications.off')}</Tag>,
    },
    { title: t('applications.rateLimit'), dataIndex: 'rateLimit', width: 130, align: 'right' },
    {
      title: t('applications.createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      render: (v: string) => showTime(v, 'second'),
    },
  ];
}
