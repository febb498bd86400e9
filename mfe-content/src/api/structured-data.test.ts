import type { Article, CaseStudy, Material } from './types';
import { blogPostingNode, caseStudyNode, materialNodes } from './structured-data';

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

describe('structured data of the content pages, from their view models', () => {
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

  it('a brief without its file has no URL', () => {
    const material: Material = { id: 1, title: 'Brief', description: 'PDF', categories: [] };
    expect(materialNodes([material])[0]).not.toHaveProperty('url');
  });
});
