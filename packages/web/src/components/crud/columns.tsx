import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useNarrow } from '../../app/shell/useWidth';
import type { ListColumn } from './ListPage';
import { type RowAction, RowActions } from './RowActions';

/** The last column, a row's actions: kept in view at the right while the table scrolls sideways. */
export function actionsColumn<R>(t: TFunction, width: number, render: (row: R) => ReactNode): ListColumn<R> {
  return {
    title: t('common.actions'),
    key: 'actions',
    width,
    fixed: 'right',
    render: (_, row) => render(row),
  };
}

/** The actions column as `RowActions`: the first `inline` as links, the rest under "More". */
export function rowActionsColumn<R>(
  t: TFunction,
  width: number,
  actions: (row: R) => RowAction[],
  options: { inline?: number; moreTestId?: (row: R) => string } = {},
): ListColumn<R> {
  return actionsColumn(t, width, (row) => (
    <RowActions actions={actions(row)} inline={options.inline} moreTestId={options.moreTestId?.(row)} />
  ));
}

/** Columns as the window allows: fixed columns would cover the whole table on a phone, so there they scroll too. */
export function useFittedColumns<C extends { fixed?: unknown }>(columns: C[]): C[] {
  return useNarrow() ? columns.map((c) => ({ ...c, fixed: undefined })) : columns;
}
