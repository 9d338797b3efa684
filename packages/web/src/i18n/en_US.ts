import { catalogue } from './catalogue';

/** The en_US catalogue, in a chunk of its own: a page loads only its language. */
export default catalogue(import.meta.glob('./locales/en_US/*.json', { eager: true }));
