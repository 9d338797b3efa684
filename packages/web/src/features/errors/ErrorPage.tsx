import { Button, Result } from 'antd';
import type { ResultStatusType } from 'antd/es/result';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

export type ErrorStatus = '403' | '404' | '405' | '400' | '500';

// antd draws pictures for 403, 404 and 500; the others use its warning and error icons.
const PICTURE: Record<ErrorStatus, ResultStatusType> = {
  '403': '403',
  '404': '404',
  '405': 'warning',
  '400': 'error',
  '500': '500',
};

export function ErrorPage({ status }: { status: ErrorStatus }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status={PICTURE[status]}
      title={status}
      subTitle={t(`errors.${status}`)}
      extra={
        <Button type="primary" onClick={() => navigate('/')}>
          {t('errors.backHome')}
        </Button>
      }
    />
  );
}
