import { catalogue } from './catalogue';

/** What the first page needs of the en_US catalogue: sign-in, errors and the language switch. */
export default catalogue(
  import.meta.glob('./locales/en_US/{app,auth,common,errors,lang,request}.json', { eager: true }),
);
