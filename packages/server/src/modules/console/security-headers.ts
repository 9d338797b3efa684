import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The console's Content-Security-Policy. Scripts come only from the console's
 * own files: no inline script, no eval, no script from anywhere else, so an
 * injected `<img onerror>` or `<script>` cannot run and read the session
 * token and signing key the console keeps in localStorage.
 *
 * Styles allow 'unsafe-inline' because antd's CSS-in-JS writes `<style>`
 * elements at run time; a nonce would need a fresh index.html per response
 * and antd's nonce option on every style it injects. Inline style cannot run
 * script, and the secrets live in localStorage, not in the page's markup.
 *
 * blob: is for what the console makes itself: recordings played on the
 * video pages (including the share page), process icons, and downloads.
 * ECharts draws on a canvas, which needs nothing here.
 */
export const CONSOLE_CSP = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
  // 'self' covers the API and, in current browsers, WebSockets to the same host.
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * Security headers on every response, the API's included: the CSP above,
 * no framing (frame-ancestors and X-Frame-Options for older browsers),
 * nosniff, and no Referer, so a share link's address does not leave the page.
 * HSTS is left to the proxy that terminates TLS: this server cannot tell
 * whether it is reached over HTTPS, and a LAN deployment on plain HTTP must
 * keep working (hence no upgrade-insecure-requests either).
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONSOLE_CSP },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
  });
}
