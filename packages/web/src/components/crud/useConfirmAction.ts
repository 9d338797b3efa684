import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { App, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import { refusable } from '../../api/refusable';
import { notify } from '../../app/notify';

export interface ConfirmedAction<T = unknown> {
  title: ReactNode;
  content: ReactNode;
  /** A destructive action: its OK button is red. */
  danger?: boolean;
  okText?: ReactNode;
  okTestId?: string;
  run: () => Promise<T>;
  /** Shown once it ran; may say what the answer tells (e.g. how many were deleted). */
  success?: string | ((result: T) => string);
}

/**
 * Asks before an action, runs it with the dialog's OK button busy, then
 * says so and refreshes the given queries. A refusal is shown by the request
 * client and the dialog closes; anything else is a defect and is thrown.
 */
export function useConfirmAction(invalidates: QueryKey[]) {
  const { modal } = App.useApp();
  const client = useQueryClient();
  return <T>(action: ConfirmedAction<T>) =>
    modal.confirm({
      title: action.title,
      content: action.content,
      okText: action.okText,
      okButtonProps: { danger: action.danger, 'data-testid': action.okTestId } as ButtonProps,
      onOk: async () => {
        await refusable(async () => {
          const result = await action.run();
          const { success } = action;
          if (success) notify.success(typeof success === 'function' ? success(result) : success);
          await Promise.all(invalidates.map((queryKey) => client.invalidateQueries({ queryKey })));
        });
      },
    });
}
