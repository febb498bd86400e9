import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validateLead, type LeadPayload } from '@linx/shared/leads';
import type { Config } from '../config';
import { ERRORS } from '../errors';
import { capRetryAfterSeconds } from '../lead-cap';
import { cleanLeadFields, filledHoneypot, spamPayload } from '../lead-input';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const IDEMPOTENCY_KEY = /^[A-Za-z0-9._:-]{8,128}$/;

function isJson(contentType: string | undefined): boolean {
  const type = contentType?.split(';')[0].trim().toLowerCase();
  return type === 'application/json';
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

  /** Honeypot hits are kept as spam for staff to review (never forwarded) and answered like a lead. */
  function storeSpam(request: FastifyRequest, reply: FastifyReply, body: unknown, key: string | null) {
    if (capRetryAfterSeconds(app.leads, config.leadsPerHourMax, true) !== null) {
      request.log.warn('honeypot filled; hourly cap of spam reached, not stored');
      return reply.code(202).send({ id: randomUUID(), status: 'accepted' });
    }
    const { id } = app.leads.insertSpam(spamPayload(body), key, 'honeypot field filled');
    request.log.info({ leadId: id }, 'honeypot filled; stored as spam');
    return reply.code(202).send({ id, status: 'accepted' });
  }

  app.post('/crm.lead', { onRequest: screen, config: limit }, async (request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) {
      return reply.code(400).send(ERRORS.invalidIdempotencyKey);
    }
    const body = cleanLeadFields(request.body);
    if (filledHoneypot(body)) return storeSpam(request, reply, body, key ?? null);
    const errors = validateLead(body);
    if (errors.length > 0) {
      request.log.info({ fields: errors.map((e) => e.field) }, 'lead refused by validation');
      return reply.code(400).send({ errors });
    }
    // Only the four lead fields are kept; anything else in the body is dropped here.
    const { name, email_from, contact_name, description } = body as LeadPayload;
    const payload: LeadPayload = { name, email_from, contact_name, description };

    // A repeat of a stored lead is answered even at the cap; a new one waits for room.
    const retryAfter = capRetryAfterSeconds(app.leads, config.leadsPerHourMax, false);
    if (retryAfter !== null && !(key && app.leads.byIdempotencyKey(key))) {
      request.log.error({ retryAfter }, 'hourly cap of accepted leads reached; lead refused');
      return reply.code(429).header('Retry-After', String(retryAfter)).send(ERRORS.leadCapReached);
    }
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
