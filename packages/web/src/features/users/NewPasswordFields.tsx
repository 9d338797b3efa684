import { useQuery } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { passwordRule } from '../../api/auth';
import { passwordProblem } from '../auth/PasswordDialog';

/**
 * A new password and its confirmation, checked against the server's rule as
 * typed; `account` is the user's, or else the form's own account field.
 */
export function NewPasswordFields({ account }: { account?: string | undefined } = {}) {
  const { t } = useTranslation();
  const rule = useQuery({ queryKey: ['passwordRule'], queryFn: passwordRule });
  return (
    <>
      <Form.Item
        name="password"
        label={t('users.password')}
        rules={[
          { required: true, message: t('password.required') },
          ({ getFieldValue }) => ({
            validator: (_, v: string | undefined) => {
              const name = account ?? (getFieldValue('account') as string | undefined);
              const problem = v && rule.data ? passwordProblem(v, rule.data, t, name) : null;
              return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" data-testid="user-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('users.confirmPassword')}
        dependencies={['password']}
        rules={[
          // Its own message: two fields both saying "enter the password" read as one message shown twice.
          { required: true, message: t('password.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: (_, v: string | undefined) =>
              !v || v === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error(t('password.mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" data-testid="user-confirmPassword" />
      </Form.Item>
    </>
  );
}
