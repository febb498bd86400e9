import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { leadAttribution, stripInvisibleFromLead, validateLead, type LeadPayload } from '@linx/shared/leads';
import { clientKey } from '../client-address';
import { ClientQuota } from '../client-quota';
import { reportLeadConversion } from '../conversion-report';
import type { Config } from '../config';
import { ERRORS } from '../errors';
import { hourlyCapReached } from '../lead-cap';
import { filledHoneypot, spamPayload } from '../lead-input';

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

  const quota = new ClientQuota(config.leadsPerClientPerHour);

  /**
   * Honeypot hits are kept as spam for staff to review (never forwarded) and answered like a lead.
   * Beyond the client's quota or the spam cap they are answered the same way and not stored.
   */
  async function storeSpam(request: FastifyRequest, reply: FastifyReply, body: unknown, key: string | null) {
    const client = clientKey(request.ip);
    if (quota.retryAfterSeconds(client) !== null || (await hourlyCapReached(app.leads, config.leadsPerHourMax, true))) {
      request.log.warn('honeypot filled; hourly limit of spam reached, not stored');
      return reply.code(202).send({ id: randomUUID(), status: 'accepted' });
    }
    const result = await app.leads.insertSpam(spamPayload(body), key, 'honeypot field filled');
    if (result.kind === 'created') quota.record(client);
    request.log.info({ leadId: result.id }, 'honeypot filled; stored as spam');
    return reply.code(202).send({ id: result.id, status: 'accepted' });
  }

  /** Seconds the client must wait before storing a new lead; a repeat of a stored one never waits. */
  async function clientRetryAfter(client: string, key: string | undefined): Promise<number | null> {
    if (key !== undefined && (await app.leads.byIdempotencyKey(key))) return null;
    return quota.retryAfterSeconds(client);
  }

  /** Below the cap of all clients a lead is queued for Odoo; beyond it, held until staff release it. */
  async function store(request: FastifyRequest, payload: LeadPayload, key: string | null) {
    if (!(await hourlyCapReached(app.leads, config.leadsPerHourMax, false))) return app.leads.insert(payload, key);
    const result = await app.leads.insertHeld(payload, key, 'hourly cap of all clients reached');
    if (result.kind === 'created') request.log.warn({ leadId: result.id }, 'hourly cap reached; lead held for staff');
    return result;
  }

  app.post('/crm.lead', { onRequest: screen, config: limit }, async (request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (key !== undefined && (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))) {
      return reply.code(400).send(ERRORS.invalidIdempotencyKey);
    }
    const body = stripInvisibleFromLead(request.body);
    if (filledHoneypot(body)) return storeSpam(request, reply, body, key ?? null);
    const errors = validateLead(body);
    if (errors.length > 0) {
      request.log.info({ fields: errors.map((e) => e.field) }, 'lead refused by validation');
      return reply.code(400).send({ errors });
    }
    // Only the four lead fields are kept; anything else in the body is dropped here.
    const { name, email_from, contact_name, description } = body as LeadPayload;
    const payload: LeadPayload = { name, email_from, contact_name, description };

    const client = clientKey(request.ip);
    const retryAfter = await clientRetryAfter(client, key);
    if (retryAfter !== null) {
      request.log.info({ retryAfter }, 'hourly limit of the client reached; lead refused');
      return reply.code(429).header('Retry-After', String(retryAfter)).send(ERRORS.clientLimitReached);
    }
    const result = await store(request, payload, key ?? null);
    if (result.kind === 'conflict') {
      request.log.info({ leadId: result.id }, 'idempotency key reused with other content');
      return reply.code(422).send(ERRORS.idempotencyKeyReused);
    }
    if (result.kind === 'replayed') {
      request.log.info({ leadId: result.id }, 'duplicate submission; earlier lead returned');
      void reply.header('Idempotent-Replayed', 'true');
    } else {
      quota.record(client);
      request.log.info({ leadId: result.id }, 'lead stored');
      app.forwarder?.notify();
      // Counted once, for a new lead; a visitor who sent DNT or Sec-GPC is not counted at all.
      const optedOut = request.headers.dnt === '1' || request.headers['sec-gpc'] === '1';
      if (config.analytics && !optedOut) reportLeadConversion(config.analytics, leadAttribution(body), request.log);
    }
    return reply.code(202).send({ id: result.id, status: 'accepted' });
  });
}
