import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormInstance } from 'antd';
import { refusable } from '../../api/refusable';
import { notify } from '../../app/notify';
import { validated } from '../validated';

export interface FormSaveOptions<V, T = unknown> {
  form: FormInstance<V>;
  /** Saves the checked values; a refusal is shown by the request client, the form stays open. */
  save: (values: V) => Promise<T>;
  /** Shown once saved; may say what the answer tells (e.g. how many were changed). */
  savedMessage: string | ((result: T) => string);
  /** Queries to refresh once saved (a domain's `keys.all`). */
  invalidates: QueryKey[];
  onClose: () => void;
  /** Called once saved, before closing, with the answer (e.g. a new key to show once). */
  onSaved?: (result: T) => void;
  /** Further checks before saving (e.g. something outside the form); false stops the save. */
  precheck?: () => boolean;
}

/**
 * Save of a form in a drawer or a dialog: run the form's rules, then one
 * mutation (busy while it runs, so a second click sends nothing), say so,
 * refresh the domain's queries and close.
 */
export function useFormSave<V, T = unknown>({
  form,
  save,
  savedMessage,
  invalidates,
  onClose,
  onSaved,
  precheck,
}: FormSaveOptions<V, T>) {
  const client = useQueryClient();
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: async (result) => {
      notify.success(typeof savedMessage === 'function' ? savedMessage(result) : savedMessage);
      await Promise.all(invalidates.map((queryKey) => client.invalidateQueries({ queryKey })));
      onSaved?.(result);
      onClose();
    },
  });
  const submit = async () => {
    const values = await validated(form);
    if (!values || (precheck && !precheck())) return;
    await refusable(async () => {
      await mutation.mutateAsync(values);
    });
  };
  return { submit, busy: mutation.isPending };
}
