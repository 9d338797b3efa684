import path from 'node:path';
import multipart from '@fastify/multipart';
import { type Lang, type RouteContract, type RoutePermission, toLang } from '@rpa/contracts';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { domains } from './modules';
import { randomText } from './modules/auth/captcha';
import { installGuard } from './modules/auth/guard';
import { loadRsaKeys, type RsaKeys } from './modules/auth/rsa';
import { consoleRoutes } from './modules/console/routes';
import { installSecurityHeaders } from './modules/console/security-headers';
import { createMailer, type Mailer } from './modules/mail/mailer';
import { offerNewCatalogueKeys } from './modules/roles/migrate';
import { createSealer, loadMasterKey, previousMasterKeys, type Sealer } from './platform/crypto';
import type { Database } from './platform/db';
import type { EventBus } from './platform/events';
import { createDiskStore, type FileStore, keptWhileHeld } from './platform/files';
import { frameworkErrors, installErrorHandling } from './platform/http/envelope';
import { installInputChecks } from './platform/http/input';
import { createMeasures, type Measures } from './platform/measures';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    events: EventBus;
    /** Timings domains observe and the metrics domain exports. */
    measures: Measures;
    sealer: Sealer;
    rsaKeys: RsaKeys;
    mailer: Mailer;
    /** Content-addressed files: process packages and icons, runs' files and recordings. */
    files: FileStore;
    /** The text of the next captcha. */
    captchaText: () => string;
    /** Every route as registered, with the permission it declares (walked by the authorisation test). */
    registeredRoutes: RegisteredRoute[];
  }
  interface FastifyRequest {
    /** The caller's language, from the `lang` header (zh_CN when absent). */
    lang: Lang;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  permission: RoutePermission | undefined;
  /** The route's contract; every API route has one (checked by the OpenAPI test). */
  contract: RouteContract | undefined;
}

export interface AppDeps {
  config: Config;
  database: Database;
  events: EventBus;
  logger?: FastifyServerOptions['logger'];
  /** The master key; by default from MASTER_KEY or DATA_DIR/master.key. */
  masterKey?: Buffer;
  /** Captcha text source; tests give a known one. */
  captchaText?: () => string;
  /** The file store; by default the one config.fileStore names (see openFileStore). */
  files?: FileStore;
  /** Extra API plugins registered under the API base (used by tests). */
  apiPlugins?: Array<(api: FastifyInstance) => Promise<void>>;
}

/** The store FILE_STORE_URL names: on disk under DATA_DIR/files, or in an S3 bucket. */
export async function openFileStore(config: Config): Promise<FileStore> {
  const setting = config.fileStore;
  if (setting.kind === 'disk') return createDiskStore(path.join(config.dataDir, 'files'));
  // On demand: most nodes and tests use the disk and need not load the AWS SDK.
  const { createS3Store } = await import('./platform/files/s3');
  return createS3Store(setting);
}

/** Builds the app without listening. Closing it closes the event bus and the database. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: deps.logger ?? false,
    // X-Forwarded-For is believed only from the proxies named in TRUST_PROXY.
    trustProxy: deps.config.trustProxy.length > 0 ? deps.config.trustProxy : false,
    bodyLimit: 10 * 1024 * 1024,
    frameworkErrors,
  });
  app.decorate('config', deps.config);
  app.decorate('database', deps.database);
  app.decorate('events', deps.events);
  app.decorate('measures', createMeasures());
  const sealer = createSealer(
    deps.masterKey ?? (await loadMasterKey(deps.config.masterKey, deps.config.dataDir)),
    previousMasterKeys(deps.config.masterKeyPrevious),
  );
  app.decorate('sealer', sealer);
  app.decorate('rsaKeys', await loadRsaKeys(deps.database.db, sealer));
  await offerNewCatalogueKeys(deps.database.db);
  app.decorate('mailer', createMailer(deps.database.db, sealer, app.log));
  app.decorate('captchaText', deps.captchaText ?? randomText);
  const store = deps.files ?? (await openFileStore(deps.config));
  const holders = domains.flatMap((d) => (d.holdsFiles ? [d.holdsFiles] : []));
  app.decorate('files', keptWhileHeld(store, deps.database.db, holders));
  app.decorateRequest('lang', 'zh_CN');
  app.addHook('onRequest', async (req) => {
    req.lang = toLang(req.headers.lang);
  });
  installErrorHandling(app);
  await installSecurityHeaders(app);
  // Uploads (imports): one file per request, within the body limit.
  await app.register(multipart, { limits: { files: 1, fileSize: 10 * 1024 * 1024 } });
  // Each domain's set-up, in list order (the gateway first: robots' WebSockets and this node).
  for (const domain of domains) await domain.install?.(app);
  const registeredRoutes: RegisteredRoute[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      registeredRoutes.push({
        method,
        url: route.url,
        permission: route.config?.permission,
        contract: route.config?.contract,
      });
    }
  });

  await app.register(
    async (api) => {
      await installGuard(api);
      installInputChecks(api);
      for (const domain of domains) if (domain.routes) await api.register(domain.routes);
      for (const plugin of deps.apiPlugins ?? []) await api.register(plugin);
    },
    { prefix: deps.config.apiBase },
  );
  await app.register(consoleRoutes, { prefix: '/console' });
  app.get('/', (_req, reply) => reply.redirect('/console/'));

  // While closing, responses to in-flight requests end their keep-alive
  // connection, so the server can finish closing once they are answered.
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', async (_req, reply) => {
    if (draining) reply.header('connection', 'close');
  });

  app.addHook('onClose', async () => {
    await app.mailer.idle();
    await deps.events.close();
    await deps.database.close();
  });
  return app;
}
