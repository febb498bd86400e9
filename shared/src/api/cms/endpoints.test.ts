import { startFakeCms, type FakeServer } from '../../testing/fake-server';
import { cmsCalls, strapiFile, strapiImage } from '../../testing/strapi-media';
import {
  fetchArticleBySlug,
  fetchArticlePage,
  fetchCaseBySlug,
  fetchCases,
  fetchCategories,
  fetchProducts,
} from './endpoints';

describe('CMS endpoints map Strapi answers to view models', () => {
  let cms: FakeServer;
  afterEach(() => cms?.close());

  it('a whole list the CMS answered only in part is said so, never shown as complete in silence', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const summary = { id: 1, documentId: 'c1', slug: 'caso', title: 'Caso', company: 'Empresa', description: 'D' };
    cms = await startFakeCms({
      [cmsCalls.cases]: { body: { data: [summary], meta: { pagination: { page: 1, pageSize: 1, pageCount: 2, total: 2 } } } },
    });
    expect(await fetchCases()).toHaveLength(1);
    expect(error).toHaveBeenCalledWith('Lista incompleta del CMS (case: 1 de 2 entradas)');
    error.mockRestore();
  });

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

  it('products: images, features, sizes and category slugs as plain lists', async () => {
    cms = await startFakeCms({
      [cmsCalls.products]: [
        {
          id: 7,
          slug: 'totem',
          name: 'Tótem',
          brand: 'LINX',
          description: 'Táctil',
          resolution: '1920 x 1080',
          glow: '',
          brochure: strapiFile('/uploads/ficha.pdf', { size: 1200 }),
          images: [
            strapiImage('/uploads/a.jpg', { width: 1000, height: 750, alternativeText: 'Tótem de frente' }),
            strapiImage('http://cdn.test/b.svg', { formats: false }),
          ],
          features: [{ id: 1, name: 'Multitáctil' }],
          displaySizes: [{ id: 1, name: '55"' }],
          categories: [{ id: 1, slug: 'pantallas-interactivas', name: 'Pantallas Interactivas' }],
        },
      ],
    });
    const [product] = await fetchProducts();
    expect(product).toMatchObject({
      images: [
        {
          src: `${cms.url}/uploads/a.jpg`,
          srcSet: `${cms.url}/uploads/xsmall_a.jpg 320w, ${cms.url}/uploads/small_a.jpg 480w, ${cms.url}/uploads/medium_a.jpg 720w, ${cms.url}/uploads/large_a.jpg 960w, ${cms.url}/uploads/a.jpg 1000w`,
          width: 1000,
          height: 750,
          alt: 'Tótem de frente',
        },
        { src: 'http://cdn.test/b.svg', srcSet: undefined, width: 1600, height: 1200, alt: '' },
      ],
      features: ['Multitáctil'],
      displaySizes: ['55"'],
      categorySlugs: ['pantallas-interactivas'],
      brochure: { url: `${cms.url}/uploads/ficha.pdf`, name: 'ficha.pdf', mime: 'application/pdf', size: 1200000 },
      glow: undefined,
    });
  });

  it('cases by slug: asks with the slug filter and returns the first item or undefined', async () => {
    cms = await startFakeCms({
      [cmsCalls.case.replace(':slug', 'caso')]: [
        { id: 3, title: 'Caso', highlight: { number: null, text: 'Más ventas' } },
      ],
      [cmsCalls.case.replace(':slug', 'otro')]: [],
    });
    expect(await fetchCaseBySlug('caso')).toMatchObject({ id: 3, highlight: { text: 'Más ventas', number: undefined } });
    expect(await fetchCaseBySlug('otro')).toBeUndefined();
  });

  it('a failing CMS rejects, so views can show their empty state', async () => {
    cms = await startFakeCms({ '/categories': { status: 500, body: { error: 'boom' } } });
    await expect(fetchCategories()).rejects.toThrow();
  });
});
