/** What the contact form holds (SPEC.md §3 "Contact form values"). */
export interface ContactFormValues {
  name: string;
  email: string;
  company: string;
  service: string;
  message: string;
}

/** The body of `POST /crm.lead` and the fields of Odoo's crm.lead (SPEC.md §7). */
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
 * Form values → lead body: description is the message, a space, then the chosen service (SPEC.md §7).
 * Single-line fields are trimmed; the message is kept as typed.
 */
export function toLeadPayload(values: ContactFormValues): LeadPayload {
  return {
    name: values.name.trim(),
    email_from: values.email.trim(),
    contact_name: values.company.trim(),
    description: `${values.message} ${values.service}`,
  };
}
