import { DEFAULT_LANG, type Lang, toLang } from '@rpa/contracts';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/** Where the user's language choice is kept. */
export const LANG_STORAGE_KEY = 'lang';

type Part = 'boot' | 'full';
type Catalogue = () => Promise<{ default: Record<string, unknown> }>;

/**
 * Each language in two chunks: what the login page needs, and all of it. A
 * page loads one language only; the parity test keeps both to the same keys.
 */
const CATALOGUES: Record<Lang, Record<Part, Catalogue>> = {
  zh_CN: { boot: () => import('./zh_CN.boot'), full: () => import('./zh_CN') },
  en_US: { boot: () => import('./en_US.boot'), full: () => import('./en_US') },
};
const loaded = new Set<string>();
/** Set once a page needed the whole catalogue: a language chosen later loads whole too. */
let wholeWanted = false;

async function loadCatalogue(lang: Lang, part: Part): Promise<void> {
  if (loaded.has(`${lang}.${part}`) || loaded.has(`${lang}.full`)) return;
  const { default: translation } = await CATALOGUES[lang][part]();
  i18n.addResourceBundle(lang, 'translation', translation, true, true);
  loaded.add(`${lang}.${part}`);
}

/** Page code that needs the whole catalogue of the current language: both loaded together. */
export function withCatalogue<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    wholeWanted = true;
    const [page] = await Promise.all([load(), loadCatalogue(currentLang(), 'full')]);
    return page;
  };
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
  await loadCatalogue(lang, 'boot');
  applyDayjs(lang);
  document.documentElement.lang = lang === 'zh_CN' ? 'zh-CN' : 'en';
}

export function currentLang(): Lang {
  return toLang(i18n.language);
}

export async function changeLang(lang: Lang): Promise<void> {
  localStorage.setItem(LANG_STORAGE_KEY, lang);
  await loadCatalogue(lang, wholeWanted ? 'full' : 'boot');
  await i18n.changeLanguage(lang);
  applyDayjs(lang);
  document.documentElement.lang = lang === 'zh_CN' ? 'zh-CN' : 'en';
}

export default i18n;
