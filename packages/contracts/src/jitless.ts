import { z } from 'zod';

/**
 * Imported first by the console: zod compiles fast object parsers with
 * `new Function`, which the console's Content-Security-Policy forbids
 * (script-src 'self', no 'unsafe-eval'). Even zod's probe for it is reported
 * as a violation, so the console turns compilation off before any schema is
 * built. The server keeps the compiled parsers.
 */
z.config({ jitless: true });
