import { SwapOutlined } from '@ant-design/icons';
import type { IdentityId, UserMenuResponse } from '@rpa/contracts';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../i18n';
import { session } from '../session/store';

/** Lists the user's other identities; choosing one reloads the console in it. */
export function IdentitySwitcher({
  menu,
  color,
  compact,
}: {
  menu: UserMenuResponse;
  color: string;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const lang = currentLang();
  const others = menu.idenList.filter((i) => i.id !== menu.curIden);
  const current = menu.idenList.find((i) => i.id === menu.curIden);
  if (others.length === 0) return null;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: others.map((i) => ({ key: String(i.id), label: i.name[lang] })),
        onClick: ({ key }) => session.switchIdentity(Number(key) as IdentityId),
      }}
    >
      <Button
        type="text"
        icon={<SwapOutlined />}
        style={{ color }}
        data-testid="identity-switcher"
        aria-label={t('shell.switchIdentity')}
      >
        {compact ? null : current?.name[lang]}
      </Button>
    </Dropdown>
  );
}
