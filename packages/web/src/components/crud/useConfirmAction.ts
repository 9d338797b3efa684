import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { RequestError } from '../../api/request';
import { notify } from '../../app/notify';

export interface ConfirmedAction {
  title: ReactNode;
  content: ReactNode;
  /** A destructive action: its OK button is red. */
  danger?: boolean;
  okText?: ReactNode;
  run: () => Promise<unknown>;
  /** Shown once it ran. */
  success?: string;
}

/**
 * Asks before an action, runs it with the dialog's OK button busy, then
 * says so and refreshes the given queries. A refusal is shown by the request
 * client and the dialog closes; anything else is a defect and is thrown.
 */
export function useConfirmAction(invalidates: QueryKey[]) {
  const { modal } = App.useApp();
  const client = useQueryClient();
  return (action: ConfirmedAction) =>
    modal.confirm({
      title: action.title,
      content: action.content,
      okText: action.okText,
      okButtonProps: { danger: action.danger },
      onOk: async () => {
        try {
          await action.run();
          if (action.success) notify.success(action.success);
          await Promise.all(invalidates.map((queryKey) => client.invalidateQueries({ queryKey })));
        } catch (err) {
          if (!(err instanceof RequestError)) throw err;
        }
      },
    });
}
