import {
  FIELD_LIMITS,
  LEAD_ERROR_MESSAGES,
  SERVICE_OPTIONS,
  pickLeadPayload,
  toLeadPayload,
  validateContactForm,
  validateLead,
  type ContactFormValues,
  type LeadPayload,
} from './index';

const valid: LeadPayload = {
  name: 'José Ñuñez',
  email_from: 'jose@empresa.cl',
  contact_name: 'Empresa SpA',
  description: 'Necesitamos pantallas para 3 sucursales. Cartelería Digital',
};

const with_ = (patch: Record<string, unknown>) => ({ ...valid, ...patch });
const fieldsOf = (payload: unknown) => validateLead(payload).map((e) => e.field);

describe('validateLead', () => {
  it('accepts a complete lead', () => {
    expect(validateLead(valid)).toEqual([]);
  });

  it.each(['José Ñuñez', 'Ángela Müller-Peña', "D'Arcy Ó Briain", 'Zoë Çelik', '李小龙'])(
    'accepts the name %s',
    (name) => {
      expect(validateLead(with_({ name }))).toEqual([]);
    },
  );

  it.each(SERVICE_OPTIONS)('accepts a description ending in the service %s', (service) => {
    expect(validateLead(with_({ description: `Hola ${service}` }))).toEqual([]);
  });

  it.each([undefined, null, '', '   ', '\n\t'])('requires every field (%j)', (value) => {
    for (const field of ['name', 'email_from', 'contact_name', 'description'] as const) {
      expect(validateLead(with_({ [field]: value }))).toEqual([{ field, message: LEAD_ERROR_MESSAGES.required }]);
    }
  });

  it.each([42, true, ['a'], { a: 1 }])('rejects a non-text value %j', (value) => {
    expect(validateLead(with_({ name: value }))).toEqual([{ field: 'name', message: LEAD_ERROR_MESSAGES.notText }]);
  });

  it('reports every field of a body that is not an object', () => {
    for (const body of [null, undefined, 'texto', 12, []]) {
      expect(fieldsOf(body)).toEqual(['name', 'email_from', 'contact_name', 'description']);
    }
  });

  it('reports several faulty fields at once, in field order', () => {
    expect(fieldsOf({ name: 'Ana', email_from: 'ana@gmail.com', description: 'Hola' })).toEqual([
      'email_from',
      'contact_name',
      'description',
    ]);
  });

  it.each([
    ['name', FIELD_LIMITS.name],
    ['contact_name', FIELD_LIMITS.company],
  ])('limits %s to its maximum length', (field, max) => {
    expect(validateLead(with_({ [field]: 'ñ'.repeat(max) }))).toEqual([]);
    expect(validateLead(with_({ [field]: 'ñ'.repeat(max + 1) }))).toEqual([
      { field, message: LEAD_ERROR_MESSAGES.tooLong(max) },
    ]);
  });

  it('limits the email to 254 characters', () => {
    const label = 'a'.repeat(60);
    const domain = `${label}.${label}.${label}.${'b'.repeat(50)}.cl`; // 237 characters
    const ok = `${'c'.repeat(254 - domain.length - 1)}@${domain}`;
    expect(ok).toHaveLength(FIELD_LIMITS.email);
    expect(validateLead(with_({ email_from: ok }))).toEqual([]);
    expect(fieldsOf(with_({ email_from: `c${ok}` }))).toEqual(['email_from']);
  });

  it('limits the description', () => {
    const fits = `${'m'.repeat(FIELD_LIMITS.description - ' Asistente IA'.length)} Asistente IA`;
    expect(fits).toHaveLength(FIELD_LIMITS.description);
    expect(validateLead(with_({ description: fits }))).toEqual([]);
    expect(validateLead(with_({ description: `m${fits}` }))).toEqual([
      { field: 'description', message: LEAD_ERROR_MESSAGES.tooLong(FIELD_LIMITS.description) },
    ]);
  });

  it('applies the corporate email rule with distinct messages', () => {
    expect(validateLead(with_({ email_from: 'jose@empresa' }))).toEqual([
      { field: 'email_from', message: LEAD_ERROR_MESSAGES.invalidEmail },
    ]);
    expect(validateLead(with_({ email_from: 'jose@empresa.c' }))).toEqual([
      { field: 'email_from', message: LEAD_ERROR_MESSAGES.invalidEmail },
    ]);
    for (const email of ['jose@gmail.com', 'jose@HOTMAIL.COM', 'jose@Yahoo.Com', 'jose@OutLook.com']) {
      expect(validateLead(with_({ email_from: email }))).toEqual([
        { field: 'email_from', message: LEAD_ERROR_MESSAGES.blockedEmail },
      ]);
    }
  });

  it('needs a known service after a non-blank message in the description', () => {
    expect(validateLead(with_({ description: 'Hola' }))).toEqual([
      { field: 'description', message: LEAD_ERROR_MESSAGES.invalidService },
    ]);
    expect(validateLead(with_({ description: 'Hola cloud services' }))).toEqual([
      { field: 'description', message: LEAD_ERROR_MESSAGES.invalidService },
    ]);
    expect(validateLead(with_({ description: 'Cloud Services' }))).toEqual([
      { field: 'description', message: LEAD_ERROR_MESSAGES.invalidService },
    ]);
    expect(validateLead(with_({ description: '   Cloud Services' }))).toEqual([
      { field: 'description', message: LEAD_ERROR_MESSAGES.required },
    ]);
  });

  it('allows line breaks in the description only', () => {
    expect(validateLead(with_({ description: 'Hola,\r\nsaludos\tcordiales. Asistente IA' }))).toEqual([]);
    expect(fieldsOf(with_({ name: 'Ana\nPérez' }))).toEqual(['name']);
    expect(fieldsOf(with_({ contact_name: 'LINX\u0000' }))).toEqual(['contact_name']);
    expect(fieldsOf(with_({ description: 'Hola\u0007 Asistente IA' }))).toEqual(['description']);
  });

  it('writes its messages in Spanish', () => {
    expect(LEAD_ERROR_MESSAGES.required).toBe('Este campo es obligatorio.');
    expect(LEAD_ERROR_MESSAGES.tooLong(120)).toBe('No puede superar los 120 caracteres.');
  });
});

describe('pickLeadPayload', () => {
  it('keeps only the four lead fields of a valid body', () => {
    expect(pickLeadPayload({ ...valid, website: '', extra: 1 })).toEqual(valid);
  });

  it('returns null for an invalid body', () => {
    expect(pickLeadPayload(with_({ email_from: 'x@gmail.com' }))).toBeNull();
  });
});

describe('validateContactForm', () => {
  const form: ContactFormValues = {
    name: 'Ana Pérez',
    email: 'ana@empresa.cl',
    company: 'Empresa',
    service: 'Cloud Services',
    message: 'Hola',
  };

  it('accepts filled values, and their payload passes validateLead', () => {
    expect(validateContactForm(form)).toEqual([]);
    expect(validateLead(toLeadPayload(form))).toEqual([]);
  });

  it('names the form field at fault', () => {
    expect(validateContactForm({ ...form, name: '   ', email: 'ana@gmail.com', service: '', message: '' })).toEqual([
      { field: 'name', message: LEAD_ERROR_MESSAGES.required },
      { field: 'email', message: LEAD_ERROR_MESSAGES.blockedEmail },
      { field: 'service', message: LEAD_ERROR_MESSAGES.invalidService },
      { field: 'message', message: LEAD_ERROR_MESSAGES.required },
    ]);
  });

  it('limits the message so the description fits', () => {
    const message = 'x'.repeat(FIELD_LIMITS.message);
    expect(validateContactForm({ ...form, message })).toEqual([]);
    expect(validateLead(toLeadPayload({ ...form, message, service: 'Cotización de Productos' }))).toEqual([]);
    expect(validateContactForm({ ...form, message: `${message}x` })).toEqual([
      { field: 'message', message: LEAD_ERROR_MESSAGES.tooLong(FIELD_LIMITS.message) },
    ]);
  });
});
