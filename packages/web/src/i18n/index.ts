import { DEFAULT_LANG, type Lang, toLang } from '@rpa/contracts';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Where the user's language choice is kept. */
export const LANG_STORAGE_KEY = 'lang';

/**
 * One catalogue file per domain and language (`locales/<lang>/<domain>.json`),
 * so each feature keeps its own texts; the file name is the key's first part.
 */
function catalogue(files: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [file, content] of Object.entries(files)) {
    const domain = file.replace(/^.*\/(\w+)\.json$/, '$1');
    out[domain] = (content as { default?: unknown }).default ?? content;
  }
  return out;
}

export const resources = {
  zh_CN: { translation: catalogue(import.meta.glob('./locales/zh_CN/*.json', { eager: true })) },
  en_US: { translation: catalogue(import.meta.glob('./locales/en_US/*.json', { eager: true })) },
} as const;

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
