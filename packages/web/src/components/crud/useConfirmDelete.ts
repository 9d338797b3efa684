import type { QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useConfirmAction } from './useConfirmAction';

interface Options {
  invalidates: QueryKey[];
  /** The texts' section, holding deleteTitle, deleteOne ({name}), deleteMany and deleted ({count}). */
  texts: string;
  okTestId: string;
  remove(ids: number[]): Promise<{ deleted: number }>;
  /** The ids once deleted: the list's selection drops them. */
  onDeleted(ids: number[]): void;
}

/**
 * Deletes a list's rows after a confirmation: given a name, it names that
 * one row; otherwise it counts them.
 */
export function useConfirmDelete({ invalidates, texts, okTestId, remove, onDeleted }: Options) {
  const { t } = useTranslation();
  const confirm = useConfirmAction(invalidates);
  return (ids: number[], name?: string) =>
    confirm({
      title: t(`${texts}.deleteTitle`),
      content:
        name !== undefined
          ? t(`${texts}.deleteOne`, { name })
          : t(`${texts}.deleteMany`, { count: ids.length }),
      okText: t('common.delete'),
      okTestId,
      danger: true,
      run: async () => {
        const r = await remove(ids);
        onDeleted(ids);
        return r;
      },
      success: (r) => t(`${texts}.deleted`, { count: r.deleted }),
    });
}
