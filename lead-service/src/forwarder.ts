import type { FastifyBaseLogger } from 'fastify';
import { backoffDelay } from './backoff';
import type { ForwarderConfig, OdooConfig } from './config';
import type { Lead } from './lead';
import { sendLeadToOdoo, type SendOutcome } from './odoo';
import type { LeadStore } from './store';

export interface ForwarderOptions {
  store: LeadStore;
  odoo: OdooConfig;
  config: ForwarderConfig;
  log: FastifyBaseLogger;
  random?: () => number;
  send?: (odoo: OdooConfig, lead: Lead) => Promise<SendOutcome>;
}

// Time a claimed lead stays reserved beyond the request timeout, for the answer to be recorded.
const LEASE_MARGIN_MS = 5_000;

/**
 * Background loop that sends pending leads to Odoo one at a time. State lives only in the store, so
 * after a restart (or a crash) the pending leads are simply picked up again.
 */
export class Forwarder {
  private running = false;
  private loop: Promise<void> | null = null;
  private wake: (() => void) | null = null;
  private readonly random: () => number;
  private readonly send: (odoo: OdooConfig, lead: Lead) => Promise<SendOutcome>;

  constructor(private readonly options: ForwarderOptions) {
    this.random = options.random ?? Math.random;
    this.send = options.send ?? ((odoo, lead) => sendLeadToOdoo(odoo, lead.payload));
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

  /** Lets the send in progress finish and record its outcome, then returns. */
  async stop(): Promise<void> {
    this.running = false;
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
        lead = store.claimDue(now, now + odoo.timeoutMs + LEASE_MARGIN_MS);
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

  private async deliver(lead: Lead): Promise<void> {
    const { store, log, odoo, config } = this.options;
    const outcome = await this.send(odoo, lead);
    const leadId = lead.id;
    if (outcome.kind === 'created') {
      store.markDelivered(leadId, outcome.odooId);
      if (outcome.odooId === null) log.warn({ leadId }, 'odoo created the lead but its answer had no id');
      log.info({ leadId, odooId: outcome.odooId, attempts: lead.attempts }, 'lead delivered to odoo');
      return;
    }
    if (outcome.kind === 'rejected' && lead.rejections + 1 >= config.maxRejections) {
      store.markFailed(leadId, outcome.reason);
      log.error(
        { leadId, status: outcome.status, rejections: lead.rejections + 1 },
        'lead parked as failed after repeated rejections',
      );
      return;
    }
    const delay = Math.min(
      config.retryMaxMs,
      Math.max(
        backoffDelay(lead.attempts, config.retryBaseMs, config.retryMaxMs, this.random),
        outcome.kind === 'retry' ? (outcome.retryAfterMs ?? 0) : 0,
      ),
    );
    store.retryLater(leadId, Date.now() + delay, outcome.reason, outcome.kind === 'rejected');
    log.warn(
      { leadId, status: outcome.status, attempts: lead.attempts, retryInMs: delay, network: outcome.status === null },
      outcome.kind === 'rejected' ? 'odoo rejected the lead; will retry' : 'odoo unavailable; will retry',
    );
  }
}
