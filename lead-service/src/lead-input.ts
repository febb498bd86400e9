import { FIELD_LIMITS, LEAD_FIELDS, type LeadPayload } from '@linx/shared/leads';

/** Bots fill every input; people never see this one (the form hides it). */
export const HONEYPOT_FIELD = 'website';

/**
 * Invisible characters that can disguise a lead's text for the staff who read it — bidirectional
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069, and the marks U+061C, U+200E, U+200F),
 * zero-width characters (U+200B–U+200D, U+2060, U+FEFF) — and C1 control characters. They are
 * stripped, not refused: the browser form's shared rules (`@linx/shared/leads`) do not look for
 * them, and a pasted text often carries a stray zero-width space. C0 control characters stay
 * refused by the shared rules, which the form applies as well.
 */
const INVISIBLE = /[\u0080-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;
// Everything below U+0020 and DEL, for text that was not validated (spam); line breaks and tabs kept.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

export function stripInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}

/** The body with the invisible characters removed from each lead field that is text. */
export function cleanLeadFields(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const cleaned: Record<string, unknown> = { ...body };
  for (const field of LEAD_FIELDS) {
    const value = cleaned[field];
    if (typeof value === 'string') cleaned[field] = stripInvisible(value);
  }
  return cleaned;
}

export function filledHoneypot(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== '' && value !== false;
}

const SPAM_LIMITS: Record<keyof LeadPayload, number> = {
  name: FIELD_LIMITS.name,
  email_from: FIELD_LIMITS.email,
  contact_name: FIELD_LIMITS.company,
  description: FIELD_LIMITS.description,
};

/**
 * A honeypot hit as a storable lead for review: unvalidated, so text fields are cut to their limits
 * and stripped of every control character (nothing reaches a staff terminal as an escape sequence).
 */
export function spamPayload(body: unknown): LeadPayload {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const text = (field: keyof LeadPayload) => {
    const value = record[field];
    if (typeof value !== 'string') return '';
    const visible = stripInvisible(value).replace(CONTROL, '');
    const oneLine = field === 'description' ? visible : visible.replace(/[\t\n\r]/g, ' ');
    return oneLine.slice(0, SPAM_LIMITS[field]);
  };
  return {
    name: text('name'),
    email_from: text('email_from'),
    contact_name: text('contact_name'),
    description: text('description'),
  };
}
