import { GlobalOutlined } from '@ant-design/icons';
import { LANGS, type Lang } from '@rpa/contracts';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLang, currentLang } from '../i18n';

/** The shell's language switcher: a menu of Chinese and English behind the header's globe. */
export function LanguageSwitcher({ color, compact }: { color?: string; compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [currentLang()],
        items: LANGS.map((l) => ({ key: l, label: t(`lang.${l}`) })),
        onClick: ({ key }) => void changeLang(key as Lang),
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        aria-label={t('lang.label')}
        data-testid="lang-switcher"
        style={color ? { color } : undefined}
      >
        {compact ? null : t(`lang.${currentLang()}`)}
      </Button>
    </Dropdown>
  );
}
