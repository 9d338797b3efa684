import { z } from 'zod';

/**
 * zod as the console sees it: the console's build resolves every import of
 * `zod` to this module (packages/web/vite.config.ts). zod compiles fast
 * object parsers with `new Function`, which the console's
 * Content-Security-Policy forbids (script-src 'self', no 'unsafe-eval');
 * even zod's probe for it is reported as a violation, so compilation is
 * turned off here, before any schema exists. zod thereby loads with the
 * first page that builds a schema, not with the entry. The server keeps
 * the compiled parsers.
 */
z.config({ jitless: true });

export * from 'zod';
