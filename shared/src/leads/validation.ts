import { emailDomain, isBlockedEmailDomain } from './email';
import { stripInvisible } from './invisible';
import { LEAD_FIELDS, stripInvisibleFromLead, type ContactFormValues, type LeadPayload } from './payload';
import { SERVICE_OPTIONS, isServiceOption } from './service-options';

/**
 * Maximum lengths in characters (UTF-16 code units, as `maxLength` counts them). The description
 * limit leaves room for the message limit plus a space and the longest service name.
 */
export const FIELD_LIMITS = {
  name: 120,
  email: 254,
  company: 160,
  message: 4000,
  description: 5000,
} as const;

export interface LeadFieldError {
  field: keyof LeadPayload;
  message: string;
}

export interface ContactFieldError {
  field: keyof ContactFormValues;
  message: string;
}

export const LEAD_ERROR_MESSAGES = {
  required: 'Este campo es obligatorio.',
  notText: 'Este campo debe ser texto.',
  tooLong: (max: number) => `No puede superar los ${max} caracteres.`,
  controlCharacters: 'Contiene caracteres no permitidos.',
  invalidEmail: 'Ingresa un email válido.',
  blockedEmail: 'Por favor, utiliza tu email corporativo.',
  invalidService: 'Selecciona un servicio.',
} as const;

const MULTI_LINE_ALLOWED = new Set(['\t', '\n', '\r']);

/** Line breaks and tabs are fine in the message; other control characters are not, nor any in one-line fields. */
function hasControlCharacter(value: string, multiLine: boolean): boolean {
  for (const char of value) {
    const code = char.charCodeAt(0);
    if ((code < 0x20 || code === 0x7f) && !(multiLine && MULTI_LINE_ALLOWED.has(char))) return true;
  }
  return false;
}

type Check = (value: string) => string | null;

function textRule(max: number, multiLine: boolean, extra?: Check): Check {
  return (value) => {
    if (value.trim() === '') return LEAD_ERROR_MESSAGES.required;
    if (value.length > max) return LEAD_ERROR_MESSAGES.tooLong(max);
    if (hasControlCharacter(value, multiLine)) return LEAD_ERROR_MESSAGES.controlCharacters;
    return extra ? extra(value) : null;
  };
}

function emailProblem(email: string): string | null {
  const domain = emailDomain(email);
  if (domain === null) return LEAD_ERROR_MESSAGES.invalidEmail;
  return isBlockedEmailDomain(domain) ? LEAD_ERROR_MESSAGES.blockedEmail : null;
}

/** The description is "<message> <service>": a non-blank message, a space, one of the services. */
function descriptionProblem(description: string): string | null {
  const service = SERVICE_OPTIONS.find((option) => description.endsWith(` ${option}`));
  if (service === undefined) return LEAD_ERROR_MESSAGES.invalidService;
  const message = description.slice(0, description.length - service.length - 1);
  return message.trim() === '' ? LEAD_ERROR_MESSAGES.required : null;
}

const LEAD_RULES: Record<keyof LeadPayload, Check> = {
  name: textRule(FIELD_LIMITS.name, false),
  email_from: textRule(FIELD_LIMITS.email, false, emailProblem),
  contact_name: textRule(FIELD_LIMITS.company, false),
  description: textRule(FIELD_LIMITS.description, true, descriptionProblem),
};

const CONTACT_RULES: Record<keyof ContactFormValues, Check> = {
  name: LEAD_RULES.name,
  email: LEAD_RULES.email_from,
  company: LEAD_RULES.contact_name,
  service: (value) => (isServiceOption(value) ? null : LEAD_ERROR_MESSAGES.invalidService),
  message: textRule(FIELD_LIMITS.message, true),
};

/** Text is judged without its invisible characters, since those are removed before a lead is stored. */
function checkValue(value: unknown, rule: Check): string | null {
  if (value === undefined || value === null) return LEAD_ERROR_MESSAGES.required;
  if (typeof value !== 'string') return LEAD_ERROR_MESSAGES.notText;
  return rule(stripInvisible(value));
}

function asRecord(input: unknown): Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
}

/**
 * Checks a `POST /crm.lead` body (anything parsed from JSON) against the rules the form enforces.
 * Returns one error per faulty field, in field order; an empty list means the lead is acceptable.
 */
export function validateLead(payload: unknown): LeadFieldError[] {
  const body = asRecord(payload);
  const errors: LeadFieldError[] = [];
  for (const field of LEAD_FIELDS) {
    const message = checkValue(body[field], LEAD_RULES[field]);
    if (message !== null) errors.push({ field, message });
  }
  return errors;
}

/**
 * The same rules on the form's values, for the browser to check before sending (native `required`
 * lets a value of only spaces through; the service would answer 400).
 */
export function validateContactForm(values: ContactFormValues): ContactFieldError[] {
  const errors: ContactFieldError[] = [];
  for (const field of Object.keys(CONTACT_RULES) as (keyof ContactFormValues)[]) {
    const message = checkValue(values[field], CONTACT_RULES[field]);
    if (message !== null) errors.push({ field, message });
  }
  return errors;
}

/**
 * Exactly the four lead fields of a body that passes `validateLead`, without their invisible
 * characters; null otherwise.
 */
export function pickLeadPayload(payload: unknown): LeadPayload | null {
  if (validateLead(payload).length > 0) return null;
  const body = stripInvisibleFromLead(payload) as Record<keyof LeadPayload, string>;
  return {
    name: body.name,
    email_from: body.email_from,
    contact_name: body.contact_name,
    description: body.description,
  };
}
