import { namedSizes, siteConfig } from '@linx/shared';
import { teamMembers } from '../../../testing/team-cms';
import { escapeHtml } from './escape-html';
import { buildSignatureHtml, signatureAssetUrl, type SignatureMember } from './signature-html';

const BASE = 'https://www.linx.cl';
const CMS = 'https://cms.linx.cl';
const signatureMembers = teamMembers(CMS);
const hostile: SignatureMember = {
  name: 'Ana "La Jefa" <b>Pérez</b>',
  role: 'Gerente & Socia',
  email: 'ana"onmouseover="alert(1)@linx.cl',
  photo: { src: 'https://cms.linx.cl/uploads/ana perez".png', alt: '' },
  quote: '<script>alert("hola")</script> "Siempre" it\'s <img src=x onerror=alert(1)>',
};

const parse = (html: string): HTMLElement => {
  const host = document.createElement('div');
  host.innerHTML = html;
  return host;
};

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });
});

describe('signatureAssetUrl', () => {
  it('builds absolute URLs under /signatures/, with or without a trailing slash', () => {
    expect(signatureAssetUrl('http://localhost:3000', 'a.png')).toBe('http://localhost:3000/signatures/a.png');
    expect(signatureAssetUrl('https://cdn.linx.cl/sitio/', 'a b.png')).toBe(
      'https://cdn.linx.cl/sitio/signatures/a%20b.png',
    );
  });
  it('refuses a base that is not http(s)', () => {
    expect(() => signatureAssetUrl('javascript:alert(1)//', 'a.png')).toThrow();
  });
});

describe('buildSignatureHtml', () => {
  it.each(signatureMembers.map((m) => [m.name, m] as const))(
    'lays out %s with tables and inline styles only',
    (_name, member) => {
      const html = buildSignatureHtml(member, { assetsBaseUrl: BASE });
      expect(html.startsWith('<table')).toBe(true);
      expect(html).not.toMatch(/<script|<style|<link|class=|\son\w+=/i);
      const root = parse(html);
      expect(root.querySelectorAll('div, span, section')).toHaveLength(0);
      for (const element of root.querySelectorAll('table, td, p, img')) expect(element).toHaveAttribute('style');

      const [photo, logo] = Array.from(root.querySelectorAll('img'));
      // The CMS photo, absolute; only the logo comes from the assets base.
      expect(photo).toHaveAttribute('src', member.photo?.src);
      expect(photo.getAttribute('src')).toMatch(/^https:\/\/cms\.linx\.cl\/uploads\//);
      expect(photo).toHaveAttribute('width', String(namedSizes.signaturePhoto));
      expect(photo.getAttribute('style')).toContain('border-radius:50%');
      expect(photo).toHaveAttribute('alt', `Foto de ${member.name}`);
      expect(logo).toHaveAttribute('src', `${BASE}/signatures/linx-logo.png`);
      expect(logo.closest('a')).toHaveAttribute('href', siteConfig.siteUrl);
      expect(root.querySelector('table')?.getAttribute('style')).toContain(`max-width:${namedSizes.signatureWidth}px`);

      expect(root).toHaveTextContent(member.name);
      expect(root).toHaveTextContent(member.role);
      expect(root).toHaveTextContent(siteConfig.tagline);
      expect(root.querySelector(`a[href="mailto:${member.email}"]`)).toHaveTextContent(String(member.email));
      const quote = Array.from(root.querySelectorAll('p')).find((p) => p.textContent?.includes(member.quote));
      expect(quote?.getAttribute('style')).toContain('font-style:italic');
    },
  );

  it('escapes every member value, in text and in attributes', () => {
    const html = buildSignatureHtml(hostile, { assetsBaseUrl: BASE });
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(&quot;hola&quot;)&lt;/script&gt;');
    const root = parse(html);
    expect(root.querySelectorAll('script, b')).toHaveLength(0);
    expect(root.querySelectorAll('img')).toHaveLength(2);
    expect(root.querySelector('[onmouseover], [onerror]')).toBeNull();
    // The browser reads back exactly the original values.
    expect(root).toHaveTextContent(hostile.quote);
    expect(root).toHaveTextContent(hostile.name);
    expect(root.querySelector('a[href^="mailto:"]')).toHaveAttribute('href', `mailto:${hostile.email}`);
    expect(root.querySelector('img')).toHaveAttribute('alt', `Foto de ${hostile.name}`);
    expect(root.querySelector('img')).toHaveAttribute('src', hostile.photo?.src);
  });

  it('leaves out the photo and the e-mail a member does not have, and any photo that is not http(s)', () => {
    const bare = buildSignatureHtml({ name: 'Nueva Persona', role: 'Ventas', quote: '' }, { assetsBaseUrl: BASE });
    const root = parse(bare);
    expect(Array.from(root.querySelectorAll('img')).map((img) => img.getAttribute('alt'))).toEqual(['LINX']);
    expect(root.querySelector('a[href^="mailto:"]')).toBeNull();
    expect(root.querySelector('td[colspan]')).toHaveAttribute('colspan', '1');
    expect(root).toHaveTextContent('Nueva Persona');
    const sneaky = buildSignatureHtml(
      { ...hostile, photo: { src: 'javascript:alert(1)', alt: '' } },
      { assetsBaseUrl: BASE },
    );
    expect(sneaky).not.toContain('javascript:');
  });
});
