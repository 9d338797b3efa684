import { WarningFilled } from '@ant-design/icons';
import { Button, Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Shown when a page's code cannot be loaded. It is part of the first chunk,
 * so it draws its own warning instead of antd's Result and its pictures.
 */
export function ModuleMissing() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Flex vertical align="center" gap={16} style={{ padding: '48px 32px', textAlign: 'center' }}>
      <WarningFilled style={{ fontSize: 72, color: token.colorWarning }} />
      <div style={{ fontSize: token.fontSizeHeading3, color: token.colorTextHeading }}>
        {t('errors.moduleMissing')}
      </div>
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </Button>
    </Flex>
  );
}
