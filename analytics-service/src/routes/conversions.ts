import type { FastifyInstance } from 'fastify';
import { parseEvent } from '@linx/shared/analytics';
import { allowed } from '../access';
import type { Config } from '../config';
import { dayOf } from '../days';
import { ERRORS } from '../errors';
import { toRow } from '../event-rows';

/**
 * `POST /conversions`: conversions counted on the server, today a lead the lead service accepted,
 * with the landing page and UTM tags the form sent. Never from a browser.
 */
export async function conversionRoutes(app: FastifyInstance, config: Config): Promise<void> {
  app.post('/conversions', async (request, reply) => {
    if (request.headers.origin !== undefined) return reply.code(403).send(ERRORS.originNotAllowed);
    if (!allowed(request, config.ingestToken)) return reply.code(401).send(ERRORS.unauthorized);
    const event = parseEvent(request.body, ['lead']);
    if (!event) return reply.code(400).send(ERRORS.invalidBeacon);
    const now = Date.now();
    await app.events.insert([toRow(event, dayOf(now), now, null, app.sitePaths)]);
    return reply.code(204).send();
  });
}
