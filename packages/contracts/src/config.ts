/** What GET /console/serverconfig.json returns. */
export interface ServerConfigFile {
  /** Base address of the API, e.g. "/api". */
  baseURL: string;
  APP_LANG: 'zh_CN' | 'en_US';
  /** The installation's time zone (IANA name): the console shows and picks every time in it. */
  TIMEZONE: string;
}

/** Client timeouts (console-core.md §9). */
export const REQUEST_TIMEOUT_MS = 60_000;
export const FILE_REQUEST_TIMEOUT_MS = 600_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Persisted local values expire after 7 days. */
export const LOCAL_PERSIST_MS = 604_800_000;
