import { FIELD_LIMITS, stripInvisible, type LeadPayload } from '@linx/shared/leads';

/** Bots fill every input; people never see this one (the form hides it). */
export const HONEYPOT_FIELD = 'website';

// Everything below U+0020 and DEL, for text that was not validated (spam); line breaks and tabs kept.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;

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
