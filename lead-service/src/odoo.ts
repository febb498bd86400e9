import type { OdooConfig } from './config';
import type { Lead } from './lead';
import { failedAnswer, networkFailure, odooUrl, postToOdoo, readJson, type RetryOutcome } from './odoo-http';

export type { RetryOutcome } from './odoo-http';

/** What one create call to Odoo's External JSON-2 API came to. */
export type SendOutcome =
  | { kind: 'created'; odooId: number; status: number }
  | RetryOutcome
  /** Odoo refused this lead (400, 422…): counts towards parking it. */
  | { kind: 'rejected'; reason: string; status: number }
  /** A 2xx that is not a JSON list of new ids: Odoo may or may not hold the lead. */
  | { kind: 'unconfirmed'; reason: string; status: number };

/** What looking a lead up in Odoo by its reference came to; a failed search is retried. */
export type LookupOutcome = { kind: 'found'; odooId: number } | { kind: 'absent' } | RetryOutcome;

/** Written on the lead's description in Odoo; the lead id is what a later search looks for. */
export function leadReference(lead: Pick<Lead, 'id'>): string {
  return `Referencia LINX: ${lead.id}`;
}

/** The body of docs/decisions.md ("The back ends"), with the reference as the description's last line. */
export function odooValues(lead: Pick<Lead, 'id' | 'payload'>): Record<string, string> {
  const { name, email_from, contact_name, description } = lead.payload;
  return { name, email_from, contact_name, description: `${description}\n\n${leadReference(lead)}` };
}

function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/** `POST /json/2/crm.lead/create`: created only when Odoo answers JSON holding the new id. */
export async function sendLeadToOdoo(odoo: OdooConfig, lead: Lead, stop: AbortSignal): Promise<SendOutcome> {
  const response = await postToOdoo(odoo, odooUrl(odoo, 'create'), { vals_list: [odooValues(lead)] }, stop);
  if (!(response instanceof Response)) return response;
  if (!response.ok) return failedAnswer(response);
  let body: unknown;
  try {
    body = await readJson(response);
  } catch (error) {
    return networkFailure(error, stop);
  }
  const id = Array.isArray(body) ? body[0] : body;
  if (isId(id)) return { kind: 'created', odooId: id, status: response.status };
  const type = response.headers.get('content-type')?.split(';')[0] ?? 'no content type';
  const what = body === undefined ? `a ${type} body` : 'JSON without a lead id';
  return { kind: 'unconfirmed', reason: `HTTP ${response.status} with ${what}`, status: response.status };
}

/**
 * `POST /json/2/crm.lead/search_read` for a lead whose last send had an unknown outcome, by the
 * reference in its description; archived (lost) leads count too.
 */
export async function findLeadInOdoo(odoo: OdooConfig, lead: Lead, stop: AbortSignal): Promise<LookupOutcome> {
  const query = {
    domain: [['description', 'ilike', lead.id]],
    fields: ['id'],
    limit: 1,
    context: { active_test: false },
  };
  const answer = await searchAnswer(odoo, query, stop);
  // The lead's own outcome stays unknown whatever went wrong with the search.
  return answer.kind === 'retry' ? { ...answer, outcomeUnknown: true } : answer;
}

async function searchAnswer(odoo: OdooConfig, query: unknown, stop: AbortSignal): Promise<LookupOutcome> {
  const response = await postToOdoo(odoo, odooUrl(odoo, 'search_read'), query, stop);
  if (!(response instanceof Response)) return response;
  if (!response.ok) {
    const failure = await failedAnswer(response);
    const retryAfterMs = failure.kind === 'retry' ? failure.retryAfterMs : null;
    return {
      kind: 'retry',
      reason: `search: ${failure.reason}`,
      status: failure.status,
      retryAfterMs,
      outcomeUnknown: true,
    };
  }
  let body: unknown;
  try {
    body = await readJson(response);
  } catch (error) {
    return networkFailure(error, stop);
  }
  if (Array.isArray(body) && body.length === 0) return { kind: 'absent' };
  const id = Array.isArray(body) ? (body[0] as { id?: unknown } | null)?.id : undefined;
  if (isId(id)) return { kind: 'found', odooId: id };
  const reason = `search: HTTP ${response.status} without a JSON list of records`;
  return { kind: 'retry', reason, status: response.status, retryAfterMs: null, outcomeUnknown: true };
}
