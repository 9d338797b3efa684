import { Identity, type PlatformLicence } from '@rpa/contracts';
import { Alert, Button, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../app/session/store';
import { usePlatformLicence } from './platform';

/** The constant route of the licence screen for managers (console-core.md §2). */
export const LICENCE_ROUTE = '/manager/license';

/**
 * The "licence expired" page: the platform holds no valid licence, so
 * robots cannot connect and designers cannot sign in. It names the machine
 * code a vendor needs; the licence screen shows it above its import.
 */
export function LicenceExpired({ platform }: { platform: PlatformLicence }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('licences.expiredTitle')}
      subTitle={
        <>
          <Typography.Paragraph type="secondary">{platform.notice}</Typography.Paragraph>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            {t('licences.expiredHint')}
          </Typography.Paragraph>
        </>
      }
      style={{ padding: '16px 0' }}
      data-testid="licence-expired"
    />
  );
}

/**
 * The shell's notice while the platform has no valid licence (docs/api.md,
 * the bell rule): the server's text, and for managers the way to the
 * licence screen. Nothing while a licence is valid.
 */
export function LicenceBanner() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const platform = usePlatformLicence();
  const manager = useSession((s) => s.menu?.curIden === Identity.MANAGER);
  const p = platform.data;
  if (!p || p.hasValidLicence) return null;
  const onLicencePage = pathname === LICENCE_ROUTE || pathname === '/manager/licence/list';
  return (
    <Alert
      type="warning"
      showIcon
      banner
      style={{ marginBottom: 12 }}
      title={p.notice}
      data-testid="licence-banner"
      action={
        manager && !onLicencePage ? (
          <Button size="small" onClick={() => navigate(LICENCE_ROUTE)}>
            {t('licences.goImport')}
          </Button>
        ) : undefined
      }
    />
  );
}
