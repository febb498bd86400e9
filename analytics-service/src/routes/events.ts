import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseBeacon } from '@linx/shared/analytics';
import { clientKey } from '@linx/shared/server';
import type { Config } from '../config';
import { DailyQuota } from '../daily-quota';
import { dayOf } from '../days';
import { ERRORS } from '../errors';
import { toRow } from '../event-rows';
import { optedOut, visitorHash } from '../visitor';

/** `POST /events`: the beacons of the site's pages (docs/decisions.md 14). */
export async function eventRoutes(app: FastifyInstance, config: Config): Promise<void> {
  const origins = new Set(config.siteOrigins);
  const quota = new DailyQuota(config.eventsPerDayMax, (day) => app.events.countOn(day));

  // Before the body is read: an opted-out visitor's beacon is dropped unread, a foreign page refused.
  // A beacon is a no-cors request, whose answer the browser blocks (and logs as an error on the page)
  // unless its resource policy admits the page's site. A page of another site than the collector's
  // (the site opened at 127.0.0.1 with the collector at localhost, a collector on its own domain)
  // is one of SITE_ORIGINS all the same, and the answer carries nothing to protect: `cross-origin`.
  async function screen(request: FastifyRequest, reply: FastifyReply) {
    reply.header('cross-origin-resource-policy', 'cross-origin');
    if (optedOut(request.headers)) return reply.code(204).send();
    const origin = request.headers.origin;
    if (origin === undefined || !origins.has(origin)) return reply.code(403).send(ERRORS.originNotAllowed);
  }

  const limit =
    config.rateLimitMax > 0 ? { rateLimit: { max: config.rateLimitMax, timeWindow: config.rateLimitWindowMs } } : {};

  // Beacons are the collector's bulk traffic: their requests are not logged one by one, only problems.
  app.post('/events', { onRequest: screen, config: limit, logLevel: 'warn' }, async (request, reply) => {
    const events = parseBeacon(request.body);
    if (!events) return reply.code(400).send(ERRORS.invalidBeacon);
    const now = Date.now();
    const today = dayOf(now);
    const client = clientKey(request.ip);
    const admission = await quota.admit(today, client, events.length);
    if (admission === 'share_used') return reply.code(429).send(ERRORS.dailyShareUsed);
    if (admission === 'cap_reached') {
      request.log.warn('daily cap of events reached; beacon refused');
      return reply.code(503).send(ERRORS.dailyCapReached);
    }
    const visitor = visitorHash(await app.events.saltOf(today), request.ip, request.headers['user-agent'] ?? '');
    const rows = events.map((event) => toRow(event, today, now, visitor, app.sitePaths));
    const stored = app.eventWriter.write(rows);
    if (!stored) {
      quota.release(client, events.length);
      request.log.warn('write queue full; beacon refused');
      return reply.code(503).send(ERRORS.busy);
    }
    await stored;
    return reply.code(204).send();
  });
}
