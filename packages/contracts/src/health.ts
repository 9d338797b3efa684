/** GET {api}/health */
export interface Health {
  status: 'ok';
  version: string;
  database: 'pglite' | 'postgres';
  migrations: number;
  events: 'memory' | 'redis';
  uptimeSeconds: number;
}
