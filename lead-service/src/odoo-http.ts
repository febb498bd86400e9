import type { OdooConfig } from './config';

/** A failed exchange with Odoo that is not the lead's fault: try again later. */
export interface RetryOutcome {
  kind: 'retry';
  reason: string;
  /** HTTP status, or null when no answer was read (network error, timeout, abort). */
  status: number | null;
  retryAfterMs: number | null;
  /** True when Odoo may have acted on the request (it was sent but no answer says otherwise). */
  outcomeUnknown: boolean;
}

// 401/403/404 mean a wrong key, database, rights or URL: a configuration fault that a fix on the
// Odoo side (or a restart with the right environment) cures, so those leads keep waiting.
const RETRYABLE_STATUS = new Set([401, 403, 404, 408, 409, 425, 429]);
// Failures before a single byte of the request left this host: Odoo cannot have seen it.
const NOT_SENT_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);
const MAX_REASON = 500;

export function odooUrl(odoo: OdooConfig, method: 'create' | 'search_read'): string {
  return `${odoo.url}/json/2/crm.lead/${method}`;
}

/**
 * One JSON-2 call. Redirects are not followed: a 3xx (to a login or "database not found" page) is
 * an error to see, not an answer to read. The call ends at `odoo.timeoutMs` or when `stop` aborts.
 */
export async function postToOdoo(
  odoo: OdooConfig,
  url: string,
  body: unknown,
  stop: AbortSignal,
): Promise<Response | RetryOutcome> {
  const headers: Record<string, string> = {
    Authorization: `bearer ${odoo.apiKey}`,
    'Content-Type': 'application/json; charset=utf-8',
    'User-Agent': 'linx-lead-service/1.0',
  };
  if (odoo.database) headers['X-Odoo-Database'] = odoo.database;
  try {
    return await fetch(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.any([stop, AbortSignal.timeout(odoo.timeoutMs)]),
    });
  } catch (error) {
    return networkFailure(error, stop);
  }
}

export function networkFailure(error: unknown, stop: AbortSignal): RetryOutcome {
  const code = (error as { cause?: { code?: string } }).cause?.code;
  let reason = `network error: ${code ?? (error as Error).name}`;
  if (stop.aborted) reason = 'aborted: the service is shutting down';
  else if ((error as Error).name === 'TimeoutError') reason = 'timeout: no answer from Odoo in time';
  return { kind: 'retry', reason, status: null, retryAfterMs: null, outcomeUnknown: !NOT_SENT_CODES.has(code ?? '') };
}

/** The parsed body of a JSON answer, or `undefined` when the answer is not JSON. */
export async function readJson(response: Response): Promise<unknown> {
  if (!/^application\/(.+\+)?json/i.test(response.headers.get('content-type') ?? '')) {
    await response.body?.cancel().catch(() => undefined);
    return undefined;
  }
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
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
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel().catch(() => undefined);
    const location = response.headers.get('location')?.split('?')[0] ?? 'nowhere';
    return `HTTP ${response.status} redirect to ${location} (not followed; check ODOO_URL and ODOO_DB)`;
  }
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

/**
 * A non-2xx answer: a redirect, a server error or a configuration fault is retried; another 4xx is
 * Odoo refusing this lead. A 5xx may come from a proxy after Odoo acted (502, 504), so its outcome
 * counts as unknown.
 */
export async function failedAnswer(
  response: Response,
): Promise<RetryOutcome | { kind: 'rejected'; reason: string; status: number }> {
  const { status } = response;
  const reason = await describeError(response);
  if (status < 400 || status >= 500 || RETRYABLE_STATUS.has(status)) {
    const retryAfter = retryAfterMs(response.headers.get('retry-after'));
    return { kind: 'retry', reason, status, retryAfterMs: retryAfter, outcomeUnknown: status >= 500 };
  }
  return { kind: 'rejected', reason, status };
}
