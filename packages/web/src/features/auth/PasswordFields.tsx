import { checkPassword, type PasswordRule } from '@rpa/contracts';
import { useQuery } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { passwordRule } from '../../api/auth';
import { currentLang } from '../../i18n';

/** The same rule the server applies; its message names what is missing. */
export function passwordProblem(
  value: string,
  rule: PasswordRule,
  t: TFunction,
  account?: string,
): string | null {
  const p = checkPassword(value, rule, account);
  if (!p) return null;
  if (p.kind === 'account') return t('password.containsAccount');
  if (p.kind === 'length') return t('password.length', { min: p.min, max: p.max });
  if (p.kind === 'level') return t('password.level', { need: p.need });
  return rule.patternDesc[currentLang()] || t('password.pattern');
}

/**
 * A new password, checked against the server's rule as typed: it may not
 * hold `account`, or else the form's own account field.
 */
export function NewPasswordItem({
  name,
  label,
  requiredMessage,
  account,
  showPattern = false,
  testId,
}: {
  name: string;
  label: ReactNode;
  requiredMessage: string;
  account?: string | undefined;
  /** The rule's description under the field. */
  showPattern?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const rule = useQuery({ queryKey: ['passwordRule'], queryFn: passwordRule });
  return (
    <Form.Item
      name={name}
      label={label}
      extra={showPattern ? rule.data?.patternDesc[currentLang()] || undefined : undefined}
      rules={[
        { required: true, message: requiredMessage },
        ({ getFieldValue }) => ({
          validator: (_, v: string | undefined) => {
            const who = account ?? (getFieldValue('account') as string | undefined);
            const problem = v && rule.data ? passwordProblem(v, rule.data, t, who) : null;
            return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
          },
        }),
      ]}
    >
      <Input.Password autoComplete="new-password" data-testid={testId} />
    </Form.Item>
  );
}

/** A password typed again: it must equal the field `of`. */
export function ConfirmPasswordItem({
  name,
  of,
  label,
  requiredMessage,
  mismatchMessage,
  maxLength,
  testId,
}: {
  name: string;
  of: string;
  label: ReactNode;
  requiredMessage?: string;
  mismatchMessage?: string;
  maxLength?: number;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={label}
      dependencies={[of]}
      rules={[
        // Its own message: two fields both saying "enter the password" read as one message shown twice.
        { required: true, message: requiredMessage ?? t('password.confirmRequired') },
        ({ getFieldValue }) => ({
          validator: (_, v: string | undefined) =>
            !v || v === getFieldValue(of)
              ? Promise.resolve()
              : Promise.reject(new Error(mismatchMessage ?? t('password.mismatch'))),
        }),
      ]}
    >
      <Input.Password maxLength={maxLength} autoComplete="new-password" data-testid={testId} />
    </Form.Item>
  );
}
