import type { FastifyBaseLogger } from 'fastify';
import type { Forwarder } from './forwarder';
import type { LeadStore } from './store/lead-store';

export interface HealthReason {
  code: 'delivery_stuck' | 'odoo_credentials_rejected' | 'leads_held';
  message: string;
}

/**
 * Whether leads wait for a person: some are held after the hourly cap (with or without Odoo), or
 * delivery to Odoo is stuck — the oldest undelivered lead (pending, failed or needs_attention)
 * waited longer than the threshold, or Odoo's last answer refused the credentials. Without Odoo
 * leads wait in the store by design, so their age is not reported. Each change of state is logged
 * once, at error level when it degrades.
 */
export class DeliveryHealth {
  private lastCodes = '';

  constructor(
    private readonly store: LeadStore,
    private readonly forwarder: Forwarder | null,
    private readonly stuckAfterMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  async check(now = Date.now()): Promise<HealthReason[]> {
    const delivery = this.forwarder ? await this.deliveryReasons(this.forwarder, now) : [];
    const reasons = [...(await this.heldReasons()), ...delivery];
    const codes = reasons.map((reason) => reason.code).join(',');
    if (codes !== this.lastCodes) {
      if (codes) this.log.error({ reasons: codes }, 'lead delivery degraded');
      else this.log.info('lead delivery healthy again');
      this.lastCodes = codes;
    }
    return reasons;
  }

  private async heldReasons(): Promise<HealthReason[]> {
    const held = await this.store.countWithStatus('held');
    if (held === 0) return [];
    const message = `${held} lead(s) held after the hourly cap: review them, then release or discard them (staff CLI)`;
    return [{ code: 'leads_held', message }];
  }

  private async deliveryReasons(forwarder: Forwarder, now: number): Promise<HealthReason[]> {
    const reasons: HealthReason[] = [];
    const oldest = await this.store.oldestUndeliveredAt();
    if (oldest !== null && now - oldest > this.stuckAfterMs) {
      const minutes = Math.floor((now - oldest) / 60_000);
      reasons.push({ code: 'delivery_stuck', message: `the oldest undelivered lead is ${minutes} min old` });
    }
    if (forwarder.credentialsRejected !== null) {
      reasons.push({
        code: 'odoo_credentials_rejected',
        message: `Odoo answered ${forwarder.credentialsRejected}: check ODOO_API_KEY, its user's rights and ODOO_DB`,
      });
    }
    return reasons;
  }
}
