import type { Article, CaseStudy, Material, PodcastEpisode, Product } from '../../../api/cms/types';
import {
  blogPostingNode,
  caseStudyNode,
  materialNodes,
  podcastNodes,
  productListNode,
  serviceNode,
} from './content-nodes';
import { pageGraph } from './page-graph';

const URL = 'https://www.linx.cl/blog/nota';
const cover = { src: 'https://media.linx.cl/nota.jpg', width: 800, height: 600, alt: 'Pantalla' };
const article: Article = {
  id: 1,
  slug: 'nota',
  title: 'Nota',
  description: 'Resumen',
  cover,
  featured: false,
  content: '# Nota',
  categories: ['Retail'],
  author: { name: 'Ana Pérez', linkedin: 'https://www.linkedin.com/in/ana' },
  publishedAt: '2026-01-02T10:00:00.000Z',
  updatedAt: '2026-02-03T10:00:00.000Z',
};

describe('structured data of each page type, from its view model', () => {
  it('an article is a BlogPosting by its author, published by the company', () => {
    expect(blogPostingNode(article, URL)).toEqual({
      '@type': 'BlogPosting',
      '@id': `${URL}#main`,
      headline: 'Nota',
      description: 'Resumen',
      image: cover.src,
      datePublished: article.publishedAt,
      dateModified: article.updatedAt,
      author: { '@type': 'Person', name: 'Ana Pérez', url: 'https://www.linkedin.com/in/ana' },
      publisher: { '@id': 'https://www.linx.cl/#organization' },
      mainEntityOfPage: { '@id': `${URL}#webpage` },
      articleSection: ['Retail'],
      inLanguage: 'es-CL',
    });
  });

  it('an article without author, cover, dates or categories leaves them out (the team signs it)', () => {
    const bare: Article = {
      ...article,
      cover: undefined,
      categories: [],
      publishedAt: undefined,
      updatedAt: undefined,
    };
    const node = blogPostingNode({ ...bare, author: { name: 'Equipo LINX', isTeam: true } }, URL) as unknown as Record<
      string,
      unknown
    >;
    expect(node.author).toEqual({ '@id': 'https://www.linx.cl/#organization' });
    for (const field of ['image', 'datePublished', 'dateModified', 'articleSection'])
      expect(node).not.toHaveProperty(field);
  });

  it('a success case is an Article about its client', () => {
    const caseStudy = {
      id: 3,
      slug: 'retail-sa',
      title: 'Cartelería en 40 tiendas',
      company: 'Retail SA',
      description: 'Un proyecto',
      categories: [{ id: 1, name: 'Retail' }],
      outstandingMedia: [],
      challenges: [],
      solutions: [],
      results: [],
    } satisfies CaseStudy;
    const node = caseStudyNode(caseStudy, 'https://www.linx.cl/casos-exito/retail-sa') as unknown as Record<
      string,
      unknown
    >;
    expect(node).toMatchObject({ '@type': 'Article', about: { '@type': 'Organization', name: 'Retail SA' } });
    expect(node.articleSection).toEqual(['Retail']);
    expect(node).not.toHaveProperty('image');
  });

  it('a service is offered by the company in Chile', () => {
    expect(
      serviceNode(
        { name: 'SEO y SEM', description: 'Google', serviceType: 'SEO y SEM' },
        'https://www.linx.cl/servicios/seo',
      ),
    ).toMatchObject({
      '@type': 'Service',
      provider: { '@id': 'https://www.linx.cl/#organization' },
      areaServed: { '@type': 'Country', name: 'Chile' },
    });
  });

  it('the catalogue is an ItemList of Products with brand and category where the content has them', () => {
    const product = {
      id: 1,
      slug: 'p-1',
      name: 'Pantalla 55"',
      brand: 'Absen',
      description: 'LED',
      images: [{ src: 'https://media.linx.cl/p.webp', alt: '' }],
      features: [],
      displaySizes: [],
      categorySlugs: ['led'],
    } satisfies Product;
    const list = productListNode(
      [product, { ...product, slug: 'p-2', brand: '', images: [] }],
      'https://www.linx.cl/productos',
      (slug) => (slug === 'led' ? 'Pantallas LED' : undefined),
    ) as unknown as { itemListElement: { item: Record<string, unknown> }[] };
    expect(list.itemListElement[0].item).toMatchObject({
      '@type': 'Product',
      brand: { '@type': 'Brand', name: 'Absen' },
      category: 'Pantallas LED',
    });
    expect(list.itemListElement[1].item).not.toHaveProperty('brand');
    expect(list.itemListElement[1].item).not.toHaveProperty('image');
  });

  it('a brief without its file has no URL; an episode without video or date leaves them out', () => {
    const material: Material = { id: 1, title: 'Brief', description: 'PDF', categories: [] };
    expect(materialNodes([material])[0]).not.toHaveProperty('url');
    const episode: PodcastEpisode = { id: 1, title: 'Ep. 1', description: 'Charla', durationMinutes: 30 };
    const [series, node] = podcastNodes(
      { name: 'Podcast LINX', description: 'Charlas' },
      [episode],
      'https://www.linx.cl/podcast',
    );
    expect(series['@type' as never]).toBe('PodcastSeries');
    expect(node).toMatchObject({ timeRequired: 'PT30M', partOfSeries: { '@id': 'https://www.linx.cl/podcast#main' } });
    expect(node).not.toHaveProperty('url');
    expect(node).not.toHaveProperty('datePublished');
  });

  it('one graph per page; the page names its main entity; the home has no breadcrumbs', () => {
    const graph = pageGraph({
      kind: 'WebPage',
      path: '/blog/nota',
      name: 'Nota',
      description: 'Resumen',
      nodes: [blogPostingNode(article, URL)],
    });
    const nodes = graph['@graph'] as unknown as Record<string, unknown>[];
    expect(nodes.map((node) => node['@type'])).toEqual([
      'WebSite',
      'Organization',
      'WebPage',
      'BreadcrumbList',
      'BlogPosting',
    ]);
    expect(nodes[2].mainEntity).toEqual({ '@id': `${URL}#main` });
    const home = pageGraph({ kind: 'WebPage', path: '/', name: 'Inicio', description: 'LINX' })[
      '@graph'
    ] as unknown as Record<string, unknown>[];
    expect(home.map((node) => node['@type'])).toEqual(['WebSite', 'Organization', 'WebPage']);
  });
});
