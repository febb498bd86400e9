import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validateLead, type LeadPayload } from '@linx/shared/leads';
import type { Config } from '../config';
import { ERRORS } from '../errors';

/** Bots fill every input; people never see this one (the form hides it). */
export const HONEYPOT_FIELD = 'website';
export const IDEMPOTENCY_HEADER = 'idempotency-key';
const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,128}$/;

function isJson(contentType: string | undefined): boolean {
  const type = contentType?.split(';')[0].trim().toLowerCase();
  return type === 'application/json';
}

function filledHoneypot(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== '' && value !== false;
}

export async function leadRoutes(app: FastifyInstance, config: Config): Promise<void> {
  const allowedOrigins = new Set(config.siteOrigins);

  // Checked before the body is read: wrong media type or a foreign browser origin is refused at once.
  async function screen(request: FastifyRequest, reply: FastifyReply) {
    const origin = request.headers.origin;
    if (origin !== undefined && !allowedOrigins.has(origin)) return reply.code(403).send(ERRORS.originNotAllowed);
    if (!isJson(request.headers['content-type'])) return reply.code(415).send(ERRORS.unsupportedMediaType);
  }

  const limit =
    config.rateLimitMax > 0 ? { rateLimit: { max: config.rateLimitMax, timeWindow: config.rateLimitWindowMs } } : {};

  app.post('/crm.lead', { onRequest: screen, config: limit }, async (request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) {
      return reply.code(400).send(ERRORS.invalidIdempotencyKey);
    }
    if (filledHoneypot(request.body)) {
      request.log.info('honeypot filled; lead dropped');
      return reply.code(202).send({ id: randomUUID(), status: 'accepted' });
    }
    const errors = validateLead(request.body);
    if (errors.length > 0) {
      request.log.info({ fields: errors.map((e) => e.field) }, 'lead refused by validation');
      return reply.code(400).send({ errors });
    }
    // Only the four lead fields are kept; anything else in the body is dropped here.
    const { name, email_from, contact_name, description } = request.body as LeadPayload;
    const payload: LeadPayload = { name, email_from, contact_name, description };

    const result = app.leads.insert(payload, key ?? null);
    if (result.kind === 'conflict') {
      request.log.info({ leadId: result.id }, 'idempotency key reused with other content');
      return reply.code(422).send(ERRORS.idempotencyKeyReused);
    }
    if (result.kind === 'replayed') {
      request.log.info({ leadId: result.id }, 'duplicate submission; earlier lead returned');
      void reply.header('Idempotent-Replayed', 'true');
    } else {
      request.log.info({ leadId: result.id }, 'lead stored');
      app.forwarder?.notify();
    }
    return reply.code(202).send({ id: result.id, status: 'accepted' });
  });
}
