import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseBeacon } from '@linx/shared/analytics';
import type { Config } from '../config';
import { dayOf } from '../days';
import { ERRORS } from '../errors';
import { toRow } from '../event-rows';
import { optedOut, visitorHash } from '../visitor';

/** Counts raw events stored today in memory (read from the store once per day), for the daily cap. */
function dailyCounter(countOn: (day: string) => Promise<number>) {
  let day = '';
  let count = 0;
  return {
    async roomFor(today: string, events: number, max: number): Promise<boolean> {
      if (today !== day) [day, count] = [today, await countOn(today)];
      return max === 0 || count + events <= max;
    },
    add(events: number) {
      count += events;
    },
  };
}

/** `POST /events`: the beacons of the site's pages (docs/decisions.md 14). */
export async function eventRoutes(app: FastifyInstance, config: Config): Promise<void> {
  const origins = new Set(config.siteOrigins);
  const counter = dailyCounter((day) => app.events.countOn(day));

  // Before the body is read: an opted-out visitor's beacon is dropped unread, a foreign page refused.
  async function screen(request: FastifyRequest, reply: FastifyReply) {
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
    if (!(await counter.roomFor(today, events.length, config.eventsPerDayMax))) {
      request.log.warn('daily cap of events reached; beacon refused');
      return reply.code(503).send(ERRORS.dailyCapReached);
    }
    const visitor = visitorHash(await app.events.saltOf(today), request.ip, request.headers['user-agent'] ?? '');
    const stored = app.eventWriter.write(events.map((event) => toRow(event, today, now, visitor)));
    if (!stored) {
      request.log.warn('write queue full; beacon refused');
      return reply.code(503).send(ERRORS.busy);
    }
    counter.add(events.length);
    await stored;
    return reply.code(204).send();
  });
}
