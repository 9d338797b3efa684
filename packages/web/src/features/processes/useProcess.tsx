import { useQuery } from '@tanstack/react-query';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { processDetail } from '../../api/processes';
import { useSession } from '../../app/session/store';
import { PATHS, viewOf } from './view';

export type ListView = 'dev' | 'owner' | 'manager';

/**
 * The process named by the page's `?id=`, read with the current identity's
 * calls; `missing` is the page to show when there is none or it is unseen.
 */
export function useProcess() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const identityView = viewOf(useSession((s) => s.curIden));
  // The user identity has no such screens; the manager's calls answer "unseen" for them.
  const view: ListView = identityView === 'user' ? 'manager' : identityView;
  const valid = Number.isInteger(id) && id > 0;
  const data = useQuery({
    queryKey: ['processes', 'detail', view, id],
    queryFn: () => processDetail(view, id),
    enabled: valid,
    retry: false,
  });
  const missing: ReactNode =
    !valid || data.isError ? (
      <Result
        status="404"
        title={t('processes.notFound')}
        extra={<Button onClick={() => navigate(PATHS[view].list)}>{t('processes.title')}</Button>}
      />
    ) : null;
  return { id, view, process: data.data, missing };
}
