import { MAX_RECORDS } from '@rpa/contracts';
import { Alert, Card, Flex, Table, Typography } from 'antd';
import type { ColumnsType, ColumnType, TableProps } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFittedColumns } from './columns';
import { FilterBar, type FilterField } from './FilterBar';
import { pagination } from './paging';
import type { ListQuery } from './useListQuery';

/** A column that can also be searched by: its filter box, named after the column unless told otherwise. */
export type ListColumn<R> = ColumnsType<R>[number] & {
  filter?: { input: ReactNode; name?: string; label?: string; more?: boolean };
};

export interface ListTableProps<R, F> {
  /** The list's query, from `useListQuery` (the page keeps it, e.g. to export with the same filters). */
  list: ListQuery<F, R>;
  columns: ListColumn<R>[];
  /** Filters that are not a column (time ranges, ...), after the columns' own. */
  filters?: FilterField[];
  /** Buttons above the table: add, import, export, batch actions. */
  toolbar?: ReactNode;
  /** The rows' key; their `id` unless told. */
  rowKey?: TableProps<R>['rowKey'];
  /** Table width before it scrolls sideways. */
  scrollX?: number;
  rowSelection?: TableProps<R>['rowSelection'];
  /** Anything else the table takes (expandable rows, row events, a smaller size). */
  tableProps?: Omit<TableProps<R>, 'columns' | 'dataSource' | 'pagination' | 'rowKey' | 'rowSelection'>;
  /** What an empty list says; "No data" unless told. */
  emptyText?: ReactNode;
  /** Names the filter buttons `<testId>-search` and `<testId>-reset`. */
  testId?: string;
}

export interface ListPageProps<R, F> extends ListTableProps<R, F> {
  title: ReactNode;
  /** Beside the title (e.g. a refresh button or a view switch). */
  extra?: ReactNode;
  /** Under the title: a line saying what the page is for, or notices and choices that come before the filters. */
  intro?: ReactNode;
  /** Drawers and dialogs the page opens. */
  children?: ReactNode;
}

function filterFields<R>(columns: ListColumn<R>[]): FilterField[] {
  return columns.flatMap((c) => {
    if (!c.filter) return [];
    const name = c.filter.name ?? String((c as ColumnType<R>).dataIndex ?? c.key);
    return [{ name, label: c.filter.label ?? String(c.title), input: c.filter.input, more: c.filter.more }];
  });
}

/**
 * A list (console-core.md §9): filters with Search and Reset, a toolbar,
 * the notice when more than MAX_RECORDS match, the table with its empty
 * state and paging (10 a page, size changer, total). The spinner shows for a
 * new search or page, not for the background refreshes of live lists. On its
 * own it is a list inside a tab or a drawer; `ListPage` puts it on a page.
 */
export function ListTable<R extends object, F extends object>({
  list,
  columns,
  filters = [],
  toolbar,
  rowKey = 'id',
  scrollX = 1000,
  rowSelection,
  tableProps,
  emptyText,
  testId,
}: ListTableProps<R, F>) {
  const { t } = useTranslation();
  const { data: result, isFetching, isPlaceholderData } = list.query;
  const fitted = useFittedColumns(columns.map(({ filter: _, ...column }) => column));
  return (
    <>
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
        size="middle"
        {...tableProps}
        rowKey={rowKey}
        columns={fitted}
        dataSource={result?.records ?? []}
        loading={isFetching && (isPlaceholderData || !result)}
        scroll={{ x: scrollX }}
        locale={{ emptyText: emptyText ?? t('common.empty') }}
        rowSelection={rowSelection}
        pagination={pagination(t, list.paging, result?.total ?? 0, list.turn, true)}
      />
    </>
  );
}

/** A list page: the list in a card with its title, and the drawers and dialogs it opens. */
export function ListPage<R extends object, F extends object>({
  title,
  extra,
  intro,
  children,
  ...table
}: ListPageProps<R, F>) {
  return (
    <Card title={title} extra={extra}>
      {typeof intro === 'string' ? (
        <Typography.Paragraph type="secondary">{intro}</Typography.Paragraph>
      ) : (
        intro && (
          <Flex vertical gap={8} style={{ marginBottom: 16 }}>
            {intro}
          </Flex>
        )
      )}
      <ListTable<R, F> {...table} />
      {children}
    </Card>
  );
}
