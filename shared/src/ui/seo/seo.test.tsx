import { render } from '@testing-library/react';
import { BreadcrumbLabels } from './breadcrumb-labels';
import { Seo } from './seo';

/** The name and URL of each crumb of the page's JSON-LD. */
const crumbs = () => {
  const graph = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
  const list = graph['@graph'].find((node: { '@type': string }) => node['@type'] === 'BreadcrumbList');
  return list.itemListElement.map((item: { name: string; item: string }) => [item.name, item.item]);
};

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
    expect(meta('meta[property="og:image:alt"]')).toMatch(/LINX/);
    expect(meta('meta[property="og:image:width"]')).toBe('1200');
    expect(meta('meta[name="twitter:image:alt"]')).toBe(meta('meta[property="og:image:alt"]'));
    const graph = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    const types = graph['@graph'].map((node: { '@type': string }) => node['@type']);
    expect(types).toEqual(['WebSite', 'Organization', 'WebPage', 'BreadcrumbList']);
    const [website, organization, page, breadcrumbs] = graph['@graph'];
    expect(website).toMatchObject({ name: 'LINX', url: 'https://www.linx.cl/', inLanguage: 'es-CL' });
    expect(organization.name).toBe('LINX');
    expect(page).toMatchObject({ url: 'https://www.linx.cl/blog', isPartOf: { '@id': website['@id'] } });
    expect(breadcrumbs.itemListElement.map((item: { name: string; item: string }) => [item.name, item.item])).toEqual([
      ['Inicio', 'https://www.linx.cl/'],
      ['Blog', 'https://www.linx.cl/blog'],
    ]);
  });

  it('names the pages built in the CMS above it by the labels it is given, the routes above it by theirs', () => {
    const labels = [
      { path: '/sobre-nosotros', label: 'Sobre Nosotros' },
      { path: '/campanas', label: 'Campañas' },
      { path: '/', label: 'Portada' },
    ];
    const { unmount } = render(
      <BreadcrumbLabels value={labels}>
        <Seo title="Firmas" description="Firmas de correo" path="/sobre-nosotros/firmas" noindex />
      </BreadcrumbLabels>,
    );
    // The root is the site's «Inicio», whatever the home's label: articles and cases read no labels.
    expect(crumbs()).toEqual([
      ['Inicio', 'https://www.linx.cl/'],
      ['Sobre Nosotros', 'https://www.linx.cl/sobre-nosotros'],
      ['Firmas', 'https://www.linx.cl/sobre-nosotros/firmas'],
    ]);
    unmount();
    render(
      <BreadcrumbLabels value={labels}>
        <Seo title="SEO y SEM" description="Posicionamiento" path="/servicios/seo" />
      </BreadcrumbLabels>,
    );
    expect(crumbs()).toEqual([
      ['Inicio', 'https://www.linx.cl/'],
      ['Servicios', 'https://www.linx.cl/servicios'],
      ['SEO y SEM', 'https://www.linx.cl/servicios/seo'],
    ]);
  });

  it('without labels, leaves out the pages built in the CMS above it; a path with no page above it is skipped', () => {
    render(<Seo title="Firmas" description="Firmas de correo" path="/sobre-nosotros/firmas" noindex />);
    expect(crumbs()).toEqual([
      ['Inicio', 'https://www.linx.cl/'],
      ['Firmas', 'https://www.linx.cl/sobre-nosotros/firmas'],
    ]);
  });

  it('an article: its image with size and alternative text, its dates and sections', () => {
    render(
      <Seo
        title="Nota"
        description="Una nota"
        path="/blog/nota"
        type="article"
        image={{ src: 'https://media.linx.cl/nota.jpg', width: 800, height: 600, alt: 'Pantalla en una tienda' }}
        article={{
          publishedTime: '2026-01-02T10:00:00.000Z',
          modifiedTime: '2026-02-03T10:00:00.000Z',
          sections: ['Retail'],
        }}
      />,
    );
    const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
    expect(meta('meta[property="og:image:alt"]')).toBe('Pantalla en una tienda');
    expect(meta('meta[property="og:image:height"]')).toBe('600');
    expect(meta('meta[property="article:published_time"]')).toBe('2026-01-02T10:00:00.000Z');
    expect(meta('meta[property="article:modified_time"]')).toBe('2026-02-03T10:00:00.000Z');
    expect(meta('meta[property="article:section"]')).toBe('Retail');
  });

  it('marks internal pages noindex', () => {
    render(<Seo title="Firmas" description="Interno" noindex />);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  });
});
