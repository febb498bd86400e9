import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { clientKey } from './client-address';
import type { Config } from './config';
import { ERRORS, errorHandler } from './errors';
import { Forwarder } from './forwarder';
import { DeliveryHealth } from './health';
import { loggerOptions } from './logger';
import { healthRoutes } from './routes/health';
import { leadRoutes } from './routes/leads';
import type { LeadStore } from './store/lead-store';
import { openStore } from './store/open-store';

declare module 'fastify' {
  interface FastifyInstance {
    leads: LeadStore;
    forwarder: Forwarder | null;
    deliveryHealth: DeliveryHealth;
  }
}

const HEALTH_CHECK_MS = 60_000;

async function checkQuietly(health: DeliveryHealth): Promise<void> {
  try {
    await health.check();
  } catch {
    // the store is closing or unavailable: `GET /health` reports that
  }
}

export interface AppOptions {
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: DestinationStream;
  /** Jitter source for the forwarder's backoff. */
  random?: () => number;
}

/**
 * The lead service as a Fastify instance, not yet listening: it opens the store, and when Odoo is
 * configured starts the forwarder once ready. `close()` stops the forwarder and closes the store.
 */
export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
  });

  const store = await openStore(config);
  app.decorate('leads', store);
  const forwarder = config.odoo
    ? new Forwarder({
        store,
        odoo: config.odoo,
        config: config.forwarder,
        log: app.log.child({ component: 'forwarder' }),
        random: options.random,
      })
    : null;
  app.decorate('forwarder', forwarder);
  const health = new DeliveryHealth(
    store,
    forwarder,
    config.healthStuckAfterMs,
    app.log.child({ component: 'health' }),
  );
  app.decorate('deliveryHealth', health);

  // Checked now and then as well as on `GET /health`, so a degraded state is logged without a monitor.
  let healthTimer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    forwarder?.start();
    if (forwarder) healthTimer = setInterval(() => void checkQuietly(health), HEALTH_CHECK_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(healthTimer);
    await forwarder?.stop();
    await store.close();
  });

  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(ERRORS.notFound));
  // Only JSON is accepted; without this, text/plain bodies would be parsed as strings.
  app.removeContentTypeParser('text/plain');

  await app.register(helmet);
  await app.register(cors, {
    origin: config.siteOrigins,
    methods: ['GET', 'POST'],
    allowedHeaders: ['Content-Type', 'Idempotency-Key'],
    exposedHeaders: ['Idempotent-Replayed', 'Retry-After'],
    maxAge: 600,
  });
  if (config.rateLimitMax > 0) {
    await app.register(rateLimit, {
      global: false,
      keyGenerator: (request) => clientKey(request.ip),
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error(ERRORS.rateLimited.message), { statusCode: context.statusCode }),
    });
  }
  await app.register(healthRoutes);
  await app.register(async (scope) => leadRoutes(scope, config));
  return app;
}
