import type { LeadPayload } from '@linx/shared/leads';
import type { OdooConfig } from './config';

/** What one create call to Odoo's External JSON-2 API came to. */
export type SendOutcome =
  | { kind: 'created'; odooId: number | null; status: number }
  /** Odoo is down, overloaded or misconfigured: try again later, the lead is not at fault. */
  | { kind: 'retry'; reason: string; status: number | null; retryAfterMs: number | null }
  /** Odoo refused this lead (400, 422…): counts towards parking it. */
  | { kind: 'rejected'; reason: string; status: number };

// 401/403/404 mean a wrong key, database, rights or URL: a configuration fault that a fix on the
// Odoo side (or a restart with the right environment) cures, so those leads keep waiting.
const RETRYABLE_STATUS = new Set([401, 403, 404, 408, 409, 425, 429]);
const MAX_REASON = 500;

export function createLeadUrl(odoo: OdooConfig): string {
  return `${odoo.url}/json/2/crm.lead/create`;
}

function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/** Odoo's error bodies are `{ name, message, … }`; the message may quote lead data, so it is only stored. */
async function describeError(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  let detail = text;
  try {
    const body = JSON.parse(text) as { name?: unknown; message?: unknown };
    if (typeof body.name === 'string' || typeof body.message === 'string')
      detail = `${body.name ?? ''}: ${body.message ?? ''}`;
  } catch {
    // not JSON: keep the text
  }
  return `HTTP ${response.status} ${detail}`.trim().slice(0, MAX_REASON);
}

function firstId(body: unknown): number | null {
  const id = Array.isArray(body) ? body[0] : body;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}

export async function sendLeadToOdoo(odoo: OdooConfig, payload: LeadPayload): Promise<SendOutcome> {
  const headers: Record<string, string> = {
    Authorization: `bearer ${odoo.apiKey}`,
    'Content-Type': 'application/json; charset=utf-8',
    'User-Agent': 'linx-lead-service/1.0',
  };
  if (odoo.database) headers['X-Odoo-Database'] = odoo.database;
  const { name, email_from, contact_name, description } = payload;

  let response: Response;
  try {
    response = await fetch(createLeadUrl(odoo), {
      method: 'POST',
      headers,
      body: JSON.stringify({ vals_list: [{ name, email_from, contact_name, description }] }),
      signal: AbortSignal.timeout(odoo.timeoutMs),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    const reason = `network error: ${cause ?? (error as Error).name}`;
    return { kind: 'retry', reason, status: null, retryAfterMs: null };
  }

  if (response.ok) {
    // A 2xx means Odoo created the record; even if the id cannot be read, sending again would duplicate it.
    const body: unknown = await response.json().catch(() => null);
    return { kind: 'created', odooId: firstId(body), status: response.status };
  }
  const reason = await describeError(response);
  if (response.status >= 500 || RETRYABLE_STATUS.has(response.status)) {
    return {
      kind: 'retry',
      reason,
      status: response.status,
      retryAfterMs: retryAfterMs(response.headers.get('retry-after')),
    };
  }
  return { kind: 'rejected', reason, status: response.status };
}
