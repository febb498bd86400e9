import type { FastifyInstance } from 'fastify';
import { ERRORS } from '../errors';
import type { HealthReason } from '../health';

/**
 * For process managers and monitoring: 200 when the store answers and delivery flows, 503 with the
 * reasons when delivery is degraded or leads wait for a person. The only lead count given is that of
 * held leads (a flood's size, which staff need to see); the rest are business data.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async (request, reply) => {
    let reasons: HealthReason[];
    let held: number;
    try {
      await app.leads.ping();
      reasons = await app.deliveryHealth.check();
      held = await app.leads.countWithStatus('held');
    } catch (error) {
      request.log.error({ err: error }, 'lead store unavailable');
      return reply.code(503).send(ERRORS.unavailable);
    }
    const forwarder = app.forwarder ? 'on' : 'off';
    if (reasons.length > 0) return reply.code(503).send({ status: 'degraded', forwarder, held, reasons });
    return { status: 'ok', forwarder };
  });
}
