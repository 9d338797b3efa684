import { catalogue } from './catalogue';

/** What the first page needs of the zh_CN catalogue: sign-in, errors and the language switch. */
export default catalogue(
  import.meta.glob('./locales/zh_CN/{app,auth,common,errors,lang,request}.json', { eager: true }),
);
