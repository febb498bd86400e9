import { stripInvisible } from './invisible';

/** What the contact form holds (docs/site.md §3 "Contact form values"). */
export interface ContactFormValues {
  name: string;
  email: string;
  company: string;
  service: string;
  message: string;
}

/** The body of `POST /crm.lead` and the fields of Odoo's crm.lead (docs/site.md §7). */
export interface LeadPayload {
  name: string;
  email_from: string;
  contact_name: string;
  description: string;
}

export const LEAD_FIELDS = [
  'name',
  'email_from',
  'contact_name',
  'description',
] as const satisfies readonly (keyof LeadPayload)[];

/**
 * Form values → lead body: description is the message, a space, then the chosen service (docs/site.md §7).
 * Invisible characters are removed (as the lead service does); single-line fields are trimmed; the
 * message is otherwise kept as typed.
 */
export function toLeadPayload(values: ContactFormValues): LeadPayload {
  return {
    name: stripInvisible(values.name).trim(),
    email_from: stripInvisible(values.email).trim(),
    contact_name: stripInvisible(values.company).trim(),
    description: stripInvisible(`${values.message} ${values.service}`),
  };
}

/**
 * A `POST /crm.lead` body with the invisible characters removed from each lead field that is text;
 * anything else (other fields, non-text values, a body that is not an object) is left as it is.
 */
export function stripInvisibleFromLead(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const cleaned: Record<string, unknown> = { ...body };
  for (const field of LEAD_FIELDS) {
    const value = cleaned[field];
    if (typeof value === 'string') cleaned[field] = stripInvisible(value);
  }
  return cleaned;
}
