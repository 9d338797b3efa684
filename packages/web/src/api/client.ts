import type { RequestClient } from './request';

/** The app's one request client, set up at bootstrap once the server configuration is known. */
let client: RequestClient | null = null;

export function setClient(c: RequestClient): void {
  client = c;
}

export function api(): RequestClient {
  if (!client) throw new Error('request client used before bootstrap');
  return client;
}
