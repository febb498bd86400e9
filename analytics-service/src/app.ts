import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { clientKey, loggerOptions } from '@linx/shared/server';
import type { Config } from './config';
import { dayOf } from './days';
import { ERRORS, errorHandler } from './errors';
import { conversionRoutes } from './routes/conversions';
import { eventRoutes } from './routes/events';
import { releaseRoutes } from './routes/releases';
import { statsRoutes } from './routes/stats';
import { BatchWriter } from './store/batch-writer';
import type { EventStore } from './store/event-store';
import { openEventStore } from './store/open-store';
import { SitePaths } from './site-paths';

declare module 'fastify' {
  interface FastifyInstance {
    events: EventStore;
    eventWriter: BatchWriter;
    sitePaths: SitePaths;
  }
}

const MAINTAIN_EVERY_MS = 60 * 60_000;
/** Clients the rate limiter remembers at once: its memory stays bounded whatever the traffic. */
const RATE_LIMIT_CLIENTS = 10_000;
/** Raw events waiting to be written at once; beyond it beacons are refused until the store catches up. */
const QUEUED_ROWS_MAX = 20_000;

export interface AppOptions {
  logStream?: DestinationStream;
}

/**
 * The collector as a Fastify instance, not yet listening. Once ready, and every hour, it aggregates
 * the days that ended and deletes raw events past retention; `close()` closes the store.
 */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
  });
  const store = await openEventStore(config);
  const writer = new BatchWriter(store, QUEUED_ROWS_MAX);
  app.decorate('events', store);
  app.decorate('eventWriter', writer);
  const sitePaths = new SitePaths(config.sitemapUrl, app.log);
  app.decorate('sitePaths', sitePaths);

  const maintain = async () => {
    try {
      const { rolled, deleted } = await store.maintain(dayOf(Date.now()), config.rawRetentionDays);
      if (rolled.length > 0 || deleted > 0) app.log.info({ rolled, deleted }, 'daily aggregates written');
    } catch (error) {
      app.log.error({ err: error }, 'aggregation failed');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await sitePaths.start();
    await maintain();
    timer = setInterval(() => void maintain(), MAINTAIN_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    sitePaths.stop();
    await writer.drain();
    await store.close();
  });

  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(ERRORS.notFound));
  // `navigator.sendBeacon` sends a string as text/plain (no CORS preflight): it is parsed as JSON.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  // The collector's answers are for the site's pages, which share its site (www.linx.cl /
  // analytics.linx.cl; localhost on other ports). The beacon's answer says `cross-origin` itself
  // (routes/events.ts).
  await app.register(helmet, { crossOriginResourcePolicy: { policy: 'same-site' } });
  await app.register(cors, {
    origin: config.siteOrigins,
    methods: ['GET', 'POST'],
    allowedHeaders: ['Content-Type', 'Authorization'],
    maxAge: 600,
  });
  if (config.rateLimitMax > 0) {
    await app.register(rateLimit, {
      global: false,
      cache: RATE_LIMIT_CLIENTS,
      keyGenerator: (request) => clientKey(request.ip),
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error(ERRORS.rateLimited.message), { statusCode: context.statusCode }),
    });
  }
  app.get('/health', async () => ({ status: 'ok' }));
  await app.register(async (scope) => eventRoutes(scope, config));
  await app.register(async (scope) => conversionRoutes(scope, config));
  await app.register(async (scope) => statsRoutes(scope, config));
  await app.register(async (scope) => releaseRoutes(scope, config));
  return app;
}
