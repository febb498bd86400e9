import type { LeadPayload } from '@linx/shared/leads';

/**
 * Delivery states:
 * - `pending`: stored; waiting for Odoo or for its next attempt (or no Odoo is configured);
 * - `delivered`: Odoo answered with the new record's id (or a search found the lead already there);
 * - `failed`: parked after repeated rejections (4xx) until staff re-queue it;
 * - `needs_attention`: parked because Odoo answered 2xx without a lead id, so whether it created the
 *   record is unknown; a re-queued lead is looked up in Odoo before it is sent again;
 * - `spam`: the honeypot was filled; kept for review, never forwarded;
 * - `held`: stored after the hourly cap of all clients was reached; forwarded only once staff release
 *   it, so a flood cannot push junk into the CRM, nor turn real visitors away;
 * - `discarded`: a held lead staff judged junk; kept for the record, never forwarded unless released.
 */
export const LEAD_STATUSES = [
  'pending',
  'delivered',
  'failed',
  'needs_attention',
  'spam',
  'held',
  'discarded',
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** States that still need delivery or a staff decision about delivery (what the stuck check watches). */
export const UNDELIVERED_STATUSES = ['pending', 'failed', 'needs_attention'] as const satisfies readonly LeadStatus[];

export interface Lead {
  seq: number;
  id: string;
  idempotencyKey: string | null;
  payload: LeadPayload;
  status: LeadStatus;
  /** Sends started (each claim by the forwarder). */
  attempts: number;
  /** 4xx answers about the lead itself since it was last queued. */
  rejections: number;
  /**
   * An attempt was started and its outcome is not known (timeout, abort, connection lost after
   * sending, crash, 2xx without an id): Odoo may hold the lead, so it is looked up before a new send.
   */
  outcomeUnknown: boolean;
  nextAttemptAt: number;
  /** Odoo's error for pending/failed leads, the reason for needs_attention, spam and held. */
  lastError: string | null;
  odooId: number | null;
  createdAt: number;
  updatedAt: number;
  deliveredAt: number | null;
}

export type InsertResult =
  | { kind: 'created'; id: string }
  /** Same idempotency key and same content: the earlier lead. */
  | { kind: 'replayed'; id: string }
  /** Same idempotency key, different content. */
  | { kind: 'conflict'; id: string };
