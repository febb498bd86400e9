export { SERVICE_OPTIONS, isServiceOption, type ServiceOption } from './service-options';
export {
  BLOCKED_EMAIL_DOMAINS,
  EMAIL_LOCAL_PART_MAX,
  EMAIL_PATTERN,
  emailDomain,
  isBlockedEmailDomain,
  isCorporateEmail,
} from './email';
export { leadAttribution } from './attribution';
export type { Attribution } from '../analytics/events';
export { stripInvisible } from './invisible';
export {
  LEAD_FIELDS,
  stripInvisibleFromLead,
  toLeadPayload,
  type ContactFormValues,
  type LeadPayload,
} from './payload';
export {
  FIELD_LIMITS,
  LEAD_ERROR_MESSAGES,
  pickLeadPayload,
  validateContactForm,
  validateLead,
  type ContactFieldError,
  type LeadFieldError,
} from './validation';
