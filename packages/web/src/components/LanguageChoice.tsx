import { LANGS, type Lang } from '@rpa/contracts';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLang, currentLang } from '../i18n';

/**
 * The pages outside the shell (login, shared recordings) offer both
 * languages side by side: one choice, no menu, and a first page without
 * the menu's code.
 */
export function LanguageChoice() {
  const { t } = useTranslation();
  return (
    <Segmented<Lang>
      aria-label={t('lang.label')}
      data-testid="lang-choice"
      value={currentLang()}
      options={LANGS.map((l) => ({ value: l, label: t(`lang.${l}`) }))}
      onChange={(l) => void changeLang(l)}
    />
  );
}
