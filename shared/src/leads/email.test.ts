import { BLOCKED_EMAIL_DOMAINS, EMAIL_PATTERN, isCorporateEmail } from './index';

// How the browser uses a `pattern` attribute: anchored, compiled with the `v` flag.
const browserPattern = new RegExp(`^(?:${EMAIL_PATTERN})$`, 'v');

const ACCEPTED = [
  'ana@linx.cl',
  'ANA.PEREZ@LINX.CL',
  'jose.nunez+contacto@empresa-grande.com',
  "o'neil@empresa.io",
  'ventas_2024@sub.dominio.empresa.com.ar',
  'a@b.co',
  'x@mail.gmail.com', // only the exact domains are blocked
  'x@gmail.com.ar',
  'x@gmail.co',
  'x@notgmail.com',
  'x@xn--empresa-9za.cl',
  `${'a'.repeat(64)}@empresa.cl`,
];

const REJECTED = [
  '',
  'ana',
  'ana@',
  '@linx.cl',
  'ana@linx',
  'ana@linx.c', // one-letter TLD
  'ana@linx.c1', // TLD must be letters
  'ana@linx.123',
  'ana@@linx.cl',
  'ana@li nx.cl',
  ' ana@linx.cl',
  'ana@linx.cl ',
  'ana..perez@linx.cl',
  '.ana@linx.cl',
  'ana.@linx.cl',
  'ana@-linx.cl',
  'ana@linx-.cl',
  'ana@linx..cl',
  'ana@linx.cl.',
  'josé@empresa.cl',
  'ana@empresá.cl',
  `${'a'.repeat(65)}@empresa.cl`,
  `ana@${'a'.repeat(64)}.cl`,
  'ana@gmail.com',
  'ana@hotmail.com',
  'ana@yahoo.com',
  'ana@outlook.com',
];

function anyCase(text: string): string[] {
  const alternate = Array.from(text, (c, i) => (i % 2 ? c.toUpperCase() : c.toLowerCase())).join('');
  return [text.toLowerCase(), text.toUpperCase(), alternate, text[0].toUpperCase() + text.slice(1)];
}

describe('BLOCKED_EMAIL_DOMAINS', () => {
  it('lists exactly the four webmail domains', () => {
    expect(BLOCKED_EMAIL_DOMAINS).toEqual(['gmail.com', 'hotmail.com', 'yahoo.com', 'outlook.com']);
  });
});

describe('isCorporateEmail', () => {
  it.each(ACCEPTED)('accepts %s', (email) => {
    expect(isCorporateEmail(email)).toBe(true);
  });

  it.each(REJECTED)('rejects %j', (email) => {
    expect(isCorporateEmail(email)).toBe(false);
  });

  it.each(BLOCKED_EMAIL_DOMAINS.flatMap((domain) => anyCase(domain)))(
    'blocks the webmail domain %s in any letter case',
    (domain) => {
      expect(isCorporateEmail(`ana@${domain}`)).toBe(false);
      expect(isCorporateEmail(`ANA.Perez@${domain}`)).toBe(false);
    },
  );
});

describe('EMAIL_PATTERN', () => {
  it('compiles as an HTML pattern attribute (v flag) and under the older u flag', () => {
    expect(() => new RegExp(`^(?:${EMAIL_PATTERN})$`, 'v')).not.toThrow();
    expect(() => new RegExp(`^(?:${EMAIL_PATTERN})$`, 'u')).not.toThrow();
  });

  it('is generated from BLOCKED_EMAIL_DOMAINS without the i flag', () => {
    expect(EMAIL_PATTERN).toContain('[Gg][Mm][Aa][Ii][Ll]\\.[Cc][Oo][Mm]');
    expect(EMAIL_PATTERN).toContain('[Oo][Uu][Tt][Ll][Oo][Oo][Kk]\\.[Cc][Oo][Mm]');
  });

  const table = [...ACCEPTED, ...REJECTED, ...BLOCKED_EMAIL_DOMAINS.flatMap((d) => anyCase(d).map((c) => `x@${c}`))];
  it.each(table)('agrees with isCorporateEmail on %j', (email) => {
    expect(browserPattern.test(email)).toBe(isCorporateEmail(email));
  });
});
