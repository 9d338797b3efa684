import { MAX_RECORDS } from '@rpa/contracts';
import { Alert, Card, Flex, Table } from 'antd';
import type { ColumnsType, ColumnType, TableProps } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar, type FilterField } from './FilterBar';
import type { ListQuery } from './useListQuery';

/** A column that can also be searched by: its filter box, named after the column unless told otherwise. */
export type ListColumn<R> = ColumnsType<R>[number] & {
  filter?: { input: ReactNode; name?: string; label?: string };
};

export interface ListPageProps<R, F> {
  title: ReactNode;
  /** Beside the title (e.g. a refresh button or a view switch). */
  extra?: ReactNode;
  /** The list's query, from `useListQuery` (the page keeps it, e.g. to export with the same filters). */
  list: ListQuery<F, R>;
  columns: ListColumn<R>[];
  /** Filters that are not a column (time ranges, ...), after the columns' own. */
  filters?: FilterField[];
  /** Buttons above the table: add, import, export, batch actions. */
  toolbar?: ReactNode;
  rowKey: TableProps<R>['rowKey'];
  /** Table width before it scrolls sideways. */
  scrollX?: number;
  rowSelection?: TableProps<R>['rowSelection'];
  /** Anything else the table takes (expandable rows, row events). */
  tableProps?: Omit<TableProps<R>, 'columns' | 'dataSource' | 'pagination' | 'rowKey' | 'rowSelection'>;
  /** Names the filter buttons `<testId>-search` and `<testId>-reset`. */
  testId?: string;
  /** Drawers and dialogs the page opens. */
  children?: ReactNode;
}

function filterFields<R>(columns: ListColumn<R>[]): FilterField[] {
  return columns.flatMap((c) => {
    if (!c.filter) return [];
    const name = c.filter.name ?? String((c as ColumnType<R>).dataIndex ?? c.key);
    return [{ name, label: c.filter.label ?? String(c.title), input: c.filter.input }];
  });
}

/**
 * A list page (console-core.md §9): filters with Search and Reset, a
 * toolbar, the notice when more than MAX_RECORDS match, the table with its
 * empty state and paging (10 a page, size changer, total). The spinner shows
 * for a new search or page, not for the background refreshes of live lists.
 */
export function ListPage<R extends object, F extends object>({
  title,
  extra,
  list,
  columns,
  filters = [],
  toolbar,
  rowKey,
  scrollX = 1000,
  rowSelection,
  tableProps,
  testId,
  children,
}: ListPageProps<R, F>) {
  const { t } = useTranslation();
  const { data: result, isFetching, isPlaceholderData } = list.query;
  return (
    <Card title={title} extra={extra}>
      <FilterBar<F> fields={[...filterFields(columns), ...filters]} onSearch={list.search} testId={testId} />
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
        {...tableProps}
        rowKey={rowKey}
        size="middle"
        columns={columns.map(({ filter: _, ...column }) => column)}
        dataSource={result?.records ?? []}
        loading={isFetching && (isPlaceholderData || !result)}
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
