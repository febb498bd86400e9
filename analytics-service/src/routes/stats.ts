import type { FastifyInstance } from 'fastify';
import { allowed } from '../access';
import type { Config } from '../config';
import { dayOf, daysBefore } from '../days';
import { ERRORS } from '../errors';

export const RANGES = [7, 30, 90] as const;

/** `GET /stats?days=7|30|90`: the staff dashboard's figures, never public (README, "Analytics"). */
export async function statsRoutes(app: FastifyInstance, config: Config): Promise<void> {
  app.get('/stats', async (request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    if (!allowed(request, config.staffToken)) return reply.code(401).send(ERRORS.unauthorized);
    const days = Number((request.query as Record<string, unknown>).days ?? 30);
    if (!RANGES.includes(days as (typeof RANGES)[number])) return reply.code(400).send(ERRORS.invalidRange);
    const today = dayOf(Date.now());
    const from = daysBefore(today, days - 1);
    return app.events.stats(from, today);
  });
}
