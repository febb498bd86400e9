import { cmsCalls, startFakeCms, type FakeServer } from '@linx/shared/testing';
import { fetchArticleBySlug, fetchArticlePage, fetchCaseBySlug } from './endpoints';

describe('the content endpoints map Strapi answers to view models', () => {
  let cms: FakeServer;
  afterEach(() => cms?.close());

  it('articles: flattens categories and author, turns empty values into undefined', async () => {
    cms = await startFakeCms({
      [cmsCalls.articles]: [
        {
          id: 1,
          documentId: 'a1',
          title: 'Pantallas',
          slug: 'pantallas',
          description: 'Desc',
          cover: null,
          featured: true,
          content: '# Hola',
          categories: [{ id: 2, name: 'Productividad' }],
          author: { name: 'Ana', avatar: null, linkedin: 'https://linkedin.com/in/ana', email: 'ana@linx.cl' },
        },
      ],
    });
    const {
      articles: [article],
    } = await fetchArticlePage();
    expect(article).toMatchObject({
      slug: 'pantallas',
      featured: true,
      categories: ['Productividad'],
      cover: undefined,
    });
    expect(article.author).toEqual({
      name: 'Ana',
      avatar: undefined,
      linkedin: 'https://linkedin.com/in/ana',
      email: 'ana@linx.cl',
    });
  });

  it('articles: the list asks for summaries (no body); one article is read whole by its slug', async () => {
    expect(cmsCalls.articles).toMatch(/fields\[\d+\]=description/);
    expect(cmsCalls.articles).not.toMatch(/content/);
    const whole = { id: 4, documentId: 'a4', title: 'Ñandú', slug: 'ñandú', content: '# Cuerpo' };
    // The fake server keys its routes by the decoded URL.
    cms = await startFakeCms({ [cmsCalls.article.replace(':slug', 'ñandú')]: [whole] });
    expect(await fetchArticleBySlug('ñandú')).toMatchObject({ slug: 'ñandú', content: '# Cuerpo' });
    expect(cms.requests).toHaveLength(1);
  });

  it('cases by slug: asks with the slug filter and returns the first item or undefined', async () => {
    cms = await startFakeCms({
      [cmsCalls.case.replace(':slug', 'caso')]: [
        { id: 3, title: 'Caso', highlight: { number: null, text: 'Más ventas' } },
      ],
      [cmsCalls.case.replace(':slug', 'otro')]: [],
    });
    expect(await fetchCaseBySlug('caso')).toMatchObject({
      id: 3,
      highlight: { text: 'Más ventas', number: undefined },
    });
    expect(await fetchCaseBySlug('otro')).toBeUndefined();
  });
});
