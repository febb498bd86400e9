import {
  LEAD_ERROR_MESSAGES,
  pickLeadPayload,
  stripInvisible,
  stripInvisibleFromLead,
  toLeadPayload,
  validateContactForm,
  validateLead,
} from './index';

// One of each kind the sanitiser must remove, written as escapes so the test reads unambiguously.
const INVISIBLE: Record<string, string> = {
  'tag characters': '\u{E0000}\u{E0001}\u{E0041}\u{E0062}\u{E007F}',
  'variation selectors supplement': '\u{E0100}\u{E01EF}',
  'soft hyphen': '\u00AD',
  'combining grapheme joiner': '\u034F',
  'Hangul fillers': '\u115F\u1160\u3164\uFFA0',
  'Khmer inherent vowels': '\u17B4\u17B5',
  'Mongolian vowel separator and selectors': '\u180B\u180E\u180F',
  'zero-width characters and direction marks': '\u200B\u200C\u200D\u200E\u200F\u061C',
  'bidirectional embeddings and overrides': '\u202A\u202B\u202C\u202D\u202E',
  'word joiner and invisible operators': '\u2060\u2061\u2062\u2063\u2064',
  'bidirectional isolates': '\u2066\u2067\u2068\u2069',
  'deprecated format characters': '\u206A\u206F',
  'byte order mark': '\uFEFF',
  'interlinear annotation': '\uFFF9\uFFFA\uFFFB',
  'shorthand and musical format controls': '\u{1BCA0}\u{1BCA3}\u{1D173}\u{1D17A}',
  'C1 control characters': '\u0080\u0085\u009B\u009F',
};

describe('stripInvisible', () => {
  it.each(Object.entries(INVISIBLE))('removes %s', (_kind, characters) => {
    expect(stripInvisible(`Co${characters}mer${characters}cial`)).toBe('Comercial');
  });

  it('keeps letters, accents, ñ, emoji with their presentation selector, line breaks and tabs', () => {
    const text = 'Ñandú Peñaloza 👍🏽 ❤\uFE0F 李小龙 línea\nnueva\tcolumna';
    expect(stripInvisible(text)).toBe(text);
  });

  it('hides nothing from a text made to look different from what it says', () => {
    // "admin" spelled with a tag-character payload and a right-to-left override in between.
    expect(stripInvisible('ad\u202Emin\u{E0049}\u{E0047}\u{E004E}')).toBe('admin');
  });
});

describe('stripInvisibleFromLead', () => {
  it('cleans the four lead fields and leaves everything else as it is', () => {
    const body = {
      name: 'Ana\u00AD',
      email_from: '\u200Bana@linx.cl',
      contact_name: 'LINX\u3164',
      description: 'Hola\u{E0041} Cloud Services',
      website: 'x\u200B',
      extra: 42,
    };
    expect(stripInvisibleFromLead(body)).toEqual({
      name: 'Ana',
      email_from: 'ana@linx.cl',
      contact_name: 'LINX',
      description: 'Hola Cloud Services',
      website: 'x\u200B',
      extra: 42,
    });
    expect(body.name).toBe('Ana\u00AD');
  });

  it('leaves bodies that are not objects and fields that are not text untouched', () => {
    for (const body of [null, undefined, 'texto', 12, ['a\u200B']]) expect(stripInvisibleFromLead(body)).toEqual(body);
    expect(stripInvisibleFromLead({ name: 7 })).toEqual({ name: 7 });
  });
});

describe('the form and the service judge and send text without invisible characters', () => {
  const values = {
    name: '\u3164',
    email: 'ana@linx.cl\u200B',
    company: '\u115F\u1160LINX',
    service: 'Cloud Services',
    message: 'Hola\u00AD\u{E0068}',
  };

  it('toLeadPayload strips them', () => {
    expect(toLeadPayload(values)).toEqual({
      name: '',
      email_from: 'ana@linx.cl',
      contact_name: 'LINX',
      description: 'Hola Cloud Services',
    });
  });

  it('a field of only invisible characters is required, in the form and in the lead', () => {
    expect(validateContactForm(values)).toEqual([{ field: 'name', message: LEAD_ERROR_MESSAGES.required }]);
    const lead = { ...toLeadPayload(values), name: '\u200B\u2066\u{E0020}' };
    expect(validateLead(lead)).toEqual([{ field: 'name', message: LEAD_ERROR_MESSAGES.required }]);
  });

  it('pickLeadPayload returns the cleaned fields', () => {
    expect(
      pickLeadPayload({
        name: 'Ana\u202E',
        email_from: 'ana@linx.cl',
        contact_name: 'LINX\uFEFF',
        description: 'Hola\u2064 Cloud Services',
      }),
    ).toEqual({ name: 'Ana', email_from: 'ana@linx.cl', contact_name: 'LINX', description: 'Hola Cloud Services' });
  });
});
