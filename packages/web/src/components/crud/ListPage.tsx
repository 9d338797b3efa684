import { MAX_RECORDS } from '@rpa/contracts';
import { Alert, Card, Flex, Table } from 'antd';
import type { ColumnsType, TableProps } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, type FilterField } from './FilterBar';
import type { ListQuery } from './useListQuery';

export interface ListPageProps<R, F> {
  title: ReactNode;
  /** The list's query, from `useListQuery` (the page keeps it, e.g. to export with the same filters). */
  list: ListQuery<F, R>;
  columns: ColumnsType<R>;
  filters?: FilterField[];
  /** Buttons above the table: add, import, export, batch actions. */
  toolbar?: ReactNode;
  rowKey: TableProps<R>['rowKey'];
  /** Table width before it scrolls sideways. */
  scrollX?: number;
  rowSelection?: TableProps<R>['rowSelection'];
  /** Drawers and dialogs the page opens. */
  children?: ReactNode;
}

/**
 * A list page (console-core.md §9): filters with Search and Reset, a
 * toolbar, the notice when more than MAX_RECORDS match, the table with its
 * empty state and paging (10 a page, size changer, total).
 */
export function ListPage<R extends object, F extends object>({
  title,
  list,
  columns,
  filters = [],
  toolbar,
  rowKey,
  scrollX = 1000,
  rowSelection,
  children,
}: ListPageProps<R, F>) {
  const { t } = useTranslation();
  const result = list.query.data;
  return (
    <Card title={title}>
      <FilterBar<F> fields={filters} onSearch={list.search} />
      {toolbar && (
        <Flex gap={8} wrap style={{ marginBottom: 12 }}>
          {toolbar}
        </Flex>
      )}
      {result?.capped && (
        <Alert
          type="info"
          showIcon
          title={t('common.capped', { max: MAX_RECORDS })}
          style={{ marginBottom: 12 }}
        />
      )}
      <Table<R>
        rowKey={rowKey}
        size="middle"
        columns={columns}
        dataSource={result?.records ?? []}
        loading={list.query.isFetching}
        scroll={{ x: scrollX }}
        locale={{ emptyText: t('common.empty') }}
        rowSelection={rowSelection}
        pagination={{
          current: list.paging.page,
          pageSize: list.paging.size,
          total: result?.total ?? 0,
          showSizeChanger: true,
          showTotal: (total) => t('common.total', { total }),
          onChange: list.turn,
        }}
      />
      {children}
    </Card>
  );
}
