import { Result, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { exchangeHandover } from '../../api/auth';
import { session } from '../../app/session/store';

/** Redirects that carry the process version onwards (console-core.md §2). */
const WITH_PROC_VER = ['/user/dashboard', '/owner/dashboard', '/manager/process/list'];

export function handoverTarget(redirect: string, procVer: string | null, now = Date.now()): string {
  const path = redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : '/';
  if (!procVer || !WITH_PROC_VER.includes(path.split('?')[0] ?? '')) return path;
  const sep = path.includes('?') ? '&' : '?';
  return `${path}${sep}procVer=${encodeURIComponent(procVer)}&t=${now}`;
}

/**
 * /outLogin?token=&identity=&redirect=&procVer=: another client (designer,
 * assistant) hands its user over. The one-time token becomes a console
 * session in the given identity; then the guard loads permissions on the way
 * to the redirect.
 */
export default function OutLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [failed, setFailed] = useState<string | null>(null);

  useEffect(() => {
    const token = params.get('token');
    const identity = Number(params.get('identity')) || undefined;
    const redirect = params.get('redirect') ?? '/';
    if (!token) {
      setFailed(t('auth.handoverMissing'));
      return;
    }
    session.clear();
    exchangeHandover(token, identity)
      .then((r) => {
        session.signedIn(r);
        navigate(handoverTarget(redirect, params.get('procVer')), { replace: true });
      })
      .catch((err: Error) => setFailed(err.message));
  }, [params, navigate, t]);

  if (failed) {
    return (
      <Result
        status="warning"
        title={t('auth.handoverFailed')}
        subTitle={failed}
        extra={<a href={`${import.meta.env.BASE_URL}user/login`}>{t('auth.toLogin')}</a>}
      />
    );
  }
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <Spin />
    </div>
  );
}
