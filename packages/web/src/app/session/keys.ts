/** Browser storage keys of the console. */
export const StorageKey = {
  token: 'rpa.token',
  signKey: 'rpa.signKey',
  identity: 'rpa.identity',
  /** Session storage: an identity chosen in the switcher, overriding the stored one. */
  identityOverride: 'rpa.idenMenuId',
  tabs: 'rpa.tabs',
} as const;
