import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

/**
 * Fastify's pino options of the lead service and the analytics collector. Requests are logged by
 * method, route and status only: no addresses, headers or bodies, so no lead content, email or
 * visitor address ever reaches the logs; handlers log lead ids.
 */
export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: ['apiKey', '*.apiKey', 'headers.authorization', '*.headers.authorization'], censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url.split('?')[0] }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: (err: Error & { code?: string; statusCode?: number }) => ({
        type: err.name,
        code: err.code,
        statusCode: err.statusCode,
        // JSON syntax errors quote the body they failed on; their message is not kept.
        message: err instanceof SyntaxError ? 'invalid JSON' : err.message,
        stack: (err.stack ?? '')
          .split('\n')
          .slice(err instanceof SyntaxError ? 1 : 0)
          .join('\n'),
      }),
    },
  };
}
