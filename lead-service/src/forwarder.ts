import type { FastifyBaseLogger } from 'fastify';
import { backoffDelay } from './backoff';
import type { ForwarderConfig, OdooConfig } from './config';
import type { Lead } from './lead';
import { findLeadInOdoo, sendLeadToOdoo, type RetryOutcome } from './odoo';
import type { LeadStore } from './store/lead-store';

export interface ForwarderOptions {
  store: LeadStore;
  odoo: OdooConfig;
  config: ForwarderConfig;
  log: FastifyBaseLogger;
  random?: () => number;
}

// Time a claimed lead stays reserved beyond its calls (a look-up and a create), to record the answer.
const LEASE_MARGIN_MS = 5_000;

type Setback = RetryOutcome | { kind: 'rejected'; reason: string; status: number };

/**
 * Background loop that sends pending leads to Odoo one at a time. State lives only in the store, so
 * after a restart (or a crash) the pending leads are simply picked up again. A lead whose last
 * attempt had an unknown outcome is searched for in Odoo first, so Odoo holds it once.
 */
export class Forwarder {
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private readonly abort = new AbortController();
  private readonly random: () => number;
  /** 401/403 from Odoo's last answer (wrong key or rights), for the health check; null otherwise. */
  credentialsRejected: number | null = null;

  constructor(private readonly options: ForwarderOptions) {
    this.random = options.random ?? Math.random;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** A new lead was stored: look for due work now instead of at the next poll. */
  notify(): void {
    this.wake?.();
  }

  /** Aborts the call in progress (its lead is looked up in Odoo before the next send) and returns. */
  async stop(): Promise<void> {
    this.running = false;
    this.abort.abort();
    this.wake?.();
    await this.loop;
    this.loop = null;
  }

  private async run(): Promise<void> {
    const { store, log, odoo } = this.options;
    while (this.running) {
      let lead: Lead | undefined;
      try {
        const now = Date.now();
        lead = await store.claimDue(now, now + 2 * odoo.timeoutMs + LEASE_MARGIN_MS);
        if (lead) await this.deliver(lead);
      } catch (error) {
        log.error({ err: error, leadId: lead?.id }, 'forwarder step failed');
        lead = undefined;
      }
      if (!lead && this.running) await this.idle();
    }
  }

  private idle(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, this.options.config.pollMs);
      this.wake = done;
    });
  }

  private noteAnswer(status: number | null | undefined): void {
    if (status === null || status === undefined) return;
    this.credentialsRejected = status === 401 || status === 403 ? status : null;
  }

  private async deliver(lead: Lead): Promise<void> {
    const { store, log, odoo, config } = this.options;
    const leadId = lead.id;
    if (lead.outcomeUnknown) {
      const found = await findLeadInOdoo(odoo, lead, this.abort.signal);
      this.noteAnswer(found.kind === 'retry' ? found.status : 200);
      if (found.kind === 'retry') return await this.retryLater(lead, found);
      if (found.kind === 'found') {
        await store.markDelivered(leadId, found.odooId);
        log.info({ leadId, odooId: found.odooId }, 'lead found in odoo after an unknown outcome; not sent again');
        return;
      }
    }
    const outcome = await sendLeadToOdoo(odoo, lead, this.abort.signal);
    this.noteAnswer(outcome.status);
    if (outcome.kind === 'created') {
      await store.markDelivered(leadId, outcome.odooId);
      log.info({ leadId, odooId: outcome.odooId, attempts: lead.attempts }, 'lead delivered to odoo');
    } else if (outcome.kind === 'unconfirmed') {
      await store.markNeedsAttention(leadId, outcome.reason);
      log.error({ leadId, status: outcome.status }, 'odoo answered without a lead id; lead parked as needs_attention');
    } else if (outcome.kind === 'rejected' && lead.rejections + 1 >= config.maxRejections) {
      await store.markFailed(leadId, outcome.reason);
      log.error(
        { leadId, status: outcome.status, rejections: lead.rejections + 1 },
        'lead parked as failed after repeated rejections',
      );
    } else {
      await this.retryLater(lead, outcome);
    }
  }

  private async retryLater(lead: Lead, setback: Setback): Promise<void> {
    const { store, log, config } = this.options;
    const retryAfter = setback.kind === 'retry' ? (setback.retryAfterMs ?? 0) : 0;
    const backoff = backoffDelay(lead.attempts, config.retryBaseMs, config.retryMaxMs, this.random);
    const delay = Math.min(config.retryMaxMs, Math.max(backoff, retryAfter));
    const outcomeUnknown = setback.kind === 'retry' && setback.outcomeUnknown;
    await store.retryLater(lead.id, Date.now() + delay, setback.reason, {
      rejected: setback.kind === 'rejected',
      outcomeUnknown,
    });
    const { status } = setback;
    const details = { leadId: lead.id, status, attempts: lead.attempts, retryInMs: delay, outcomeUnknown };
    if (status !== null && status >= 300 && status < 400)
      log.error(details, 'odoo answered with a redirect (not followed); check ODOO_URL and ODOO_DB; will retry');
    else if (setback.kind === 'rejected') log.warn(details, 'odoo rejected the lead; will retry');
    else log.warn({ ...details, network: status === null }, 'odoo unavailable; will retry');
  }
}
