/**
 * Where the sign-in page's calls go. The route declarations in auth.ts take
 * their paths from here, and the console's login page calls these paths
 * rather than the declarations: building a declaration builds its schemas,
 * and the first page a visitor loads should not carry the schema library.
 */
export const SIGN_IN_PATHS = {
  publicKey: '/oauth/publicKey',
  timesVCode: '/sysconfapi/timesVCode',
  captcha: '/oauth/captcha.jpg',
  token: '/oauth/token',
} as const;
