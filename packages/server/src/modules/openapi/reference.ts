import { createRequire } from 'node:module';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** swagger-ui-dist's files, from the installed package (never a CDN). */
const swaggerRoot = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/**
 * The page loads its initializer as a file: the Content-Security-Policy
 * allows no inline script, so swagger's own index.html (which has one) is
 * not used.
 */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>RPA console API reference</title>
    <link rel="stylesheet" href="swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="swagger-ui-bundle.js"></script>
    <script src="initializer.js"></script>
  </body>
</html>
`;

/** The document sits beside the reference: `<API base>/openapi.json`. */
const INITIALIZER_JS = `window.ui = SwaggerUIBundle({
  url: new URL('../openapi.json', window.location.href).href,
  dom_id: '#swagger-ui',
  deepLinking: true,
});
`;

/**
 * Registered under `<API base>/reference`, outside the API's guard: a static
 * page with no data of its own, which reads the public document.
 */
export async function referenceRoutes(scope: FastifyInstance): Promise<void> {
  // The page's files are named relative to it, so it must be read from `.../reference/`.
  scope.get('/', { prefixTrailingSlash: 'no-slash' }, (req, reply) =>
    reply.redirect(`${req.url.split('?')[0]}/`),
  );
  scope.get('/', { prefixTrailingSlash: 'slash' }, (_req, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(INDEX_HTML),
  );
  scope.get('/initializer.js', (_req, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(INITIALIZER_JS),
  );
  await scope.register(fastifyStatic, {
    root: swaggerRoot,
    prefix: '/',
    index: false,
    // Only what the page loads; the package's own index.html carries inline script.
    allowedPath: (pathName) => /^\/swagger-ui(-bundle\.js|\.css)$/.test(pathName),
  });
}

/** The reference page beside the API: `<API base>/reference/`. */
export async function installReference(app: FastifyInstance): Promise<void> {
  await app.register(referenceRoutes, { prefix: `${app.config.apiBase}/reference` });
}
