import { createHash } from 'node:crypto';
import type { LeadPayload } from '@linx/shared/leads';
import type { Lead, LeadStatus } from './lead';

/** One row of the `leads` table as better-sqlite3 returns it. */
export interface LeadRow {
  seq: number;
  id: string;
  idempotency_key: string | null;
  payload_hash: string;
  name: string;
  email_from: string;
  contact_name: string;
  description: string;
  status: LeadStatus;
  attempts: number;
  rejections: number;
  outcome_unknown: number;
  next_attempt_at: number;
  last_error: string | null;
  odoo_id: number | null;
  created_at: number;
  updated_at: number;
  delivered_at: number | null;
}

export function toLead(row: LeadRow): Lead {
  return {
    seq: row.seq,
    id: row.id,
    idempotencyKey: row.idempotency_key,
    payload: {
      name: row.name,
      email_from: row.email_from,
      contact_name: row.contact_name,
      description: row.description,
    },
    status: row.status,
    attempts: row.attempts,
    rejections: row.rejections,
    outcomeUnknown: row.outcome_unknown === 1,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    odooId: row.odoo_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    deliveredAt: row.delivered_at,
  };
}

export function payloadHash(payload: LeadPayload): string {
  const canonical = JSON.stringify([payload.name, payload.email_from, payload.contact_name, payload.description]);
  return createHash('sha256').update(canonical).digest('hex');
}
