import type { IdentityId } from '@rpa/contracts';
import { useTranslation } from 'react-i18next';

/** The product mark; identity 4 (user) has its own variant. */
export function Logo({
  identity,
  collapsed,
  color,
}: {
  identity: IdentityId | null;
  collapsed: boolean;
  color: string;
}) {
  const { t } = useTranslation();
  const userVariant = identity === 4;
  return (
    <div
      data-testid="logo"
      data-variant={userVariant ? 'user' : 'standard'}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        height: 56,
        paddingInline: 16,
        overflow: 'hidden',
      }}
    >
      <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
        <rect width="32" height="32" rx={userVariant ? 16 : 7} fill={userVariant ? '#0f9d8a' : '#1677ff'} />
        <path
          d="M9 22V10h7a4 4 0 0 1 0 8h-7m7 0 5 4"
          stroke="#fff"
          strokeWidth="2.6"
          fill="none"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {!collapsed && (
        <span style={{ color, fontWeight: 600, whiteSpace: 'nowrap' }}>
          {userVariant ? t('app.userTitle') : t('app.shortTitle')}
        </span>
      )}
    </div>
  );
}
