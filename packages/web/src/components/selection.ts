import type { TableRowSelection } from 'antd/es/table/interface';
import type { TFunction } from 'i18next';

/**
 * A table's row selection with its checkboxes named in the reader's
 * language: antd names them in English ("Select all", "Select row 1")
 * whatever the locale. `name` says which row a checkbox selects.
 */
export function labelledSelection<T>(
  t: TFunction,
  name: (row: T) => string,
  selection: TableRowSelection<T>,
): TableRowSelection<T> {
  return {
    ...selection,
    getTitleCheckboxProps: () => ({ 'aria-label': t('common.selectAll') }),
    getCheckboxProps: (row) => ({
      'aria-label': t('common.selectRow', { name: name(row) }),
      ...selection.getCheckboxProps?.(row),
    }),
  };
}
