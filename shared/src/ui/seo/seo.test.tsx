import { render } from '@testing-library/react';
import { Seo } from './seo';

describe('Seo', () => {
  it('sets "{page} | LINX", description, keywords, social tags and organisation data', () => {
    render(<Seo title="Blog" description="Noticias de LINX" keywords={['cartelería', 'IA']} path="/blog" />);
    expect(document.title).toBe('Blog | LINX');
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    expect(meta('meta[name="description"]')).toBe('Noticias de LINX');
    expect(meta('meta[name="keywords"]')).toBe('cartelería, IA');
    expect(meta('meta[property="og:title"]')).toBe('Blog | LINX');
    expect(meta('meta[property="og:url"]')).toBe('https://www.linx.cl/blog');
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://www.linx.cl/blog');
    const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(jsonLd['@type']).toBe('Organization');
    expect(jsonLd.name).toBe('LINX');
  });

  it('marks internal pages noindex', () => {
    render(<Seo title="Firmas" description="Interno" noindex />);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  });
});
