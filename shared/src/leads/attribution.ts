import type { Attribution } from '../analytics/events';
import { parseAttribution } from '../analytics/validate';

/**
 * The optional `attribution` of a `POST /crm.lead` body (landing page, referrer host, UTM tags the
 * form sends, docs/decisions.md 14), or null when it is absent or not valid: a lead is never refused
 * for its attribution, only counted without one.
 */
export function leadAttribution(body: unknown): Attribution | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  return parseAttribution((body as Record<string, unknown>).attribution);
}
