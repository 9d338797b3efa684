import type { TableRowSelection } from 'antd/es/table/interface';
import type { Key } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { labelledSelection } from '../selection';

/**
 * A list's batch selection: the selected keys, the table's checkboxes named
 * in the reader's language, and `drop` for keys that are gone (deleted rows).
 */
export function useSelection<R, K extends Key = number>(
  name: (row: R) => string,
  options: { disabled?: (row: R) => boolean } = {},
) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<K[]>([]);
  const rowSelection: TableRowSelection<R> = labelledSelection(t, name, {
    selectedRowKeys: selected,
    onChange: (keys) => setSelected(keys as K[]),
    getCheckboxProps: options.disabled ? (row) => ({ disabled: options.disabled?.(row) }) : undefined,
  });
  return {
    selected,
    rowSelection,
    clear: () => setSelected([]),
    drop: (keys: K[]) => setSelected((s) => s.filter((k) => !keys.includes(k))),
  };
}
