import type { FastifyInstance } from 'fastify';
import { ERRORS } from '../errors';

/** Liveness and store check for process managers; no lead counts (they are business data). */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async (request, reply) => {
    try {
      app.leads.ping();
    } catch (error) {
      request.log.error({ err: error }, 'lead store unavailable');
      return reply.code(503).send(ERRORS.unavailable);
    }
    return { status: 'ok', forwarder: app.forwarder ? 'on' : 'off' };
  });
}
