import type { LeadPayload } from '@linx/shared/leads';

/**
 * Delivery states: `pending` (stored; waiting for Odoo or for its next attempt, or no Odoo configured),
 * `delivered` (Odoo answered with the new record's id), `failed` (parked after repeated rejections
 * until staff re-queue it).
 */
export const LEAD_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

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
  nextAttemptAt: number;
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
