import { useTranslation } from 'react-i18next';
import { ConfirmPasswordItem, NewPasswordItem } from '../auth/PasswordFields';

/**
 * A new password and its confirmation, checked against the server's rule as
 * typed; `account` is the user's, or else the form's own account field.
 */
export function NewPasswordFields({ account }: { account?: string | undefined } = {}) {
  const { t } = useTranslation();
  return (
    <>
      <NewPasswordItem
        name="password"
        label={t('users.password')}
        requiredMessage={t('password.required')}
        account={account}
        testId="user-password"
      />
      <ConfirmPasswordItem
        name="confirmPassword"
        of="password"
        label={t('users.confirmPassword')}
        testId="user-confirmPassword"
      />
    </>
  );
}
