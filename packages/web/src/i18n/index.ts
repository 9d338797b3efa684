import { DEFAULT_LANG, type Lang, toLang } from '@rpa/contracts';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Where the user's language choice is kept. */
export const LANG_STORAGE_KEY = 'lang';

const CATALOGUES: Record<Lang, () => Promise<{ default: Record<string, unknown> }>> = {
  zh_CN: () => import('./zh_CN'),
  en_US: () => import('./en_US'),
};

/** Loads a language's catalogue into i18next, once. */
async function loadCatalogue(lang: Lang): Promise<void> {
  if (i18n.hasResourceBundle(lang, 'translation')) return;
  const { default: translation } = await CATALOGUES[lang]();
  i18n.addResourceBundle(lang, 'translation', translation, true, true);
}

/** The user's stored choice, else the server's APP_LANG, else zh_CN. */
export function initialLang(appLang: string | undefined): Lang {
  const stored = localStorage.getItem(LANG_STORAGE_KEY);
  return stored ? toLang(stored) : toLang(appLang ?? DEFAULT_LANG);
}

function applyDayjs(lang: Lang): void {
  dayjs.locale(lang === 'zh_CN' ? 'zh-cn' : 'en');
}

export async function initI18n(lang: Lang): Promise<void> {
  await i18n.use(initReactI18next).init({
    resources: {},
    lng: lang,
    fallbackLng: DEFAULT_LANG,
    interpolation: { escapeValue: false },
  });
  // Only this language: the parity test keeps both catalogues to the same keys.
  await loadCatalogue(lang);
  applyDayjs(lang);
  document.documentElement.lang = lang === 'zh_CN' ? 'zh-CN' : 'en';
}

export function currentLang(): Lang {
  return toLang(i18n.language);
}

export async function changeLang(lang: Lang): Promise<void> {
  localStorage.setItem(LANG_STORAGE_KEY, lang);
  await loadCatalogue(lang);
  await i18n.changeLanguage(lang);
  applyDayjs(lang);
  document.documentElement.lang = lang === 'zh_CN' ? 'zh-CN' : 'en';
}

export default i18n;
