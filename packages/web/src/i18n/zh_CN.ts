import { catalogue } from './catalogue';

/** The zh_CN catalogue, in a chunk of its own: a page loads only its language. */
export default catalogue(import.meta.glob('./locales/zh_CN/*.json', { eager: true }));
