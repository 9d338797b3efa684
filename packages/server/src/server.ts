import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp, openFileStore } from './app';
import type { Config } from './config';
import { loggerOptions } from './modules/auth/log';
import { createSealer, loadMasterKey } from './platform/crypto';
import { openDatabase } from './platform/db';
import { createEventBus } from './platform/events';
import { installationId } from './platform/installation';
import { seedDemo } from './seed';

export interface StartOptions {
  apiPlugins?: AppDeps['apiPlugins'];
}

/**
 * Opens the database (migrating it), builds the app, listens, and stops
 * cleanly on SIGTERM/SIGINT: stop accepting, let in-flight requests finish,
 * then close the event bus and the database so nothing written is lost.
 */
export async function startServer(config: Config, options: StartOptions = {}): Promise<FastifyInstance> {
  const logger = loggerOptions(config.logLevel);
  const database = await openDatabase({
    url: config.databaseUrl,
    poolSize: config.databasePoolSize,
    dataDir: config.databaseUrl ? undefined : `${config.dataDir}/pgdata`,
  });
  await database.migrate();
  const files = await openFileStore(config);
  const masterKey = await loadMasterKey(config.masterKey, config.dataDir);
  if (config.demo) await seedDemo(database.db, { files, runHistory: true, sealer: createSealer(masterKey) });
  const events = await createEventBus(config.redisUrl, await installationId(database.db));
  const app = await buildApp({
    config,
    database,
    events,
    logger,
    files,
    masterKey,
    apiPlugins: options.apiPlugins,
  });
  await app.listen({ port: config.port, host: config.host });

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(
    { port, database: database.kind, events: events.kind },
    `console ready at http://${config.host}:${port}/console/`,
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));
  return app;
}
