import { ReloadOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNarrow } from '../../app/shell/useWidth';

/** Asks for a page's data again now; on a phone only its icon shows. */
export function RefreshButton(props: Omit<ButtonProps, 'icon' | 'children'>) {
  const { t } = useTranslation();
  const narrow = useNarrow();
  return (
    <Button icon={<ReloadOutlined />} aria-label={t('common.refresh')} {...props}>
      {narrow ? null : t('common.refresh')}
    </Button>
  );
}
