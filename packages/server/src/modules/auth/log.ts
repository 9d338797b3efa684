import type { FastifyServerOptions } from 'fastify';

/** Query parameters that carry a token: sign-out's access_token, the hand-over link's token. */
const TOKEN_PARAMS = /([?&](?:access_token|token)=)[^&#]*/gi;

/** The URL with the values of token parameters replaced, fit for the log. */
export function withoutTokens(url: string): string {
  return url.replace(TOKEN_PARAMS, '$1[redacted]');
}

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * The server's logger: requests are logged as Fastify does, but with token
 * parameters blanked, and token headers are censored wherever a log line
 * would carry them.
 */
export function loggerOptions(level: string, stream?: LoggerOptions['stream']): LoggerOptions {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: {
      req: (req) => ({
        method: req.method,
        url: withoutTokens(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
    redact: {
      paths: [
        'req.headers.accesstoken',
        'req.headers.authorization',
        'headers.accesstoken',
        'headers.authorization',
      ],
      censor: '[redacted]',
    },
  };
}
