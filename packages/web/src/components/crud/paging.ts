import type { TablePaginationConfig } from 'antd';
import type { TFunction } from 'i18next';
import type { Paging } from './useListQuery';

/**
 * A table's paging as every list of the console has it: the total in words,
 * and a new page size starting again at page 1.
 */
export function pagination(
  t: TFunction,
  paging: Paging,
  total: number,
  turn: (next: Paging) => void,
  sizeChanger?: boolean,
): TablePaginationConfig {
  return {
    current: paging.page,
    pageSize: paging.size,
    total,
    showSizeChanger: sizeChanger,
    showTotal: (count) => t('common.total', { total: count }),
    onChange: (page, size) => turn({ page: size === paging.size ? page : 1, size }),
  };
}
