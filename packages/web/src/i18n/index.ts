import { DEFAULT_LANG, type Lang, toLang } from '@rpa/contracts';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import enUS from './locales/en_US.json';
import zhCN from './locales/zh_CN.json';

/** Where the user's language choice is kept. */
export const LANG_STORAGE_KEY = 'lang';

export const resources = { zh_CN: { translation: zhCN }, en_US: { translation: enUS } } as const;

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
    resources,
    lng: lang,
    fallbackLng: DEFAULT_LANG,
    interpolation: { escapeValue: false },
  });
  applyDayjs(lang);
  document.documentElement.lang = lang === 'zh_CN' ? 'zh-CN' : 'en';
}

export function currentLang(): Lang {
  return toLang(i18n.language);
}

export async function changeLang(lang: Lang): Promise<void> {
  localStorage.setItem(LANG_STORAGE_KEY, lang);
  await i18n.changeLanguage(lang);
  applyDayjs(lang);
  document.documentElement.lang = lang === 'zh_CN' ? 'zh-CN' : 'en';
}

export default i18n;
