import type { ServerConfigFile } from '@rpa/contracts';

let loaded: ServerConfigFile | null = null;

/** Loads /console/serverconfig.json (dated, so no cache answers it) before anything else. */
export async function loadServerConfig(): Promise<ServerConfigFile> {
  const res = await fetch(`${import.meta.env.BASE_URL}serverconfig.json?date=${Date.now()}`);
  if (!res.ok) throw new Error(`serverconfig.json: HTTP ${res.status}`);
  loaded = (await res.json()) as ServerConfigFile;
  return loaded;
}

export function serverConfig(): ServerConfigFile {
  if (!loaded) throw new Error('server configuration not loaded');
  return loaded;
}
