import { toLeadPayload, type ContactFormValues, type LeadPayload } from '@linx/shared/leads';

/** The lead service drops bodies whose `website` field is filled (see lead-service routes). */
export const HONEYPOT_FIELD = 'website';

export type LeadRequestBody = LeadPayload & { [HONEYPOT_FIELD]?: string };

export const EMPTY_CONTACT_VALUES: ContactFormValues = { name: '', email: '', company: '', service: '', message: '' };

/** Exactly `toLeadPayload(values)`; the honeypot travels only when something filled it. */
export const toLeadRequestBody = (values: ContactFormValues, honeypot: string): LeadRequestBody =>
  honeypot === '' ? toLeadPayload(values) : { ...toLeadPayload(values), [HONEYPOT_FIELD]: honeypot };
