import { startFakeCms, type FakeServer } from '../../testing/fake-server';
import { fetchArticles, fetchCaseById, fetchCategories, fetchProducts } from './endpoints';

describe('CMS endpoints map Strapi answers to view models', () => {
  let cms: FakeServer;
  afterEach(() => cms?.close());

  it('articles: flattens categories and author, turns empty values into undefined', async () => {
    cms = await startFakeCms({
      '/articles?populate=*': [
        {
          id: 1,
          documentId: 'a1',
          title: 'Pantallas',
          slug: 'pantallas',
          description: 'Desc',
          coverUrl: '',
          featured: true,
          content: '# Hola',
          categories: [{ id: 2, name: 'Productividad' }],
          author: { name: 'Ana', avatarUrl: null, linkedin: 'https://linkedin.com/in/ana', email: 'ana@linx.cl' },
        },
      ],
    });
    const [article] = await fetchArticles();
    expect(article).toMatchObject({
      slug: 'pantallas',
      featured: true,
      categories: ['Productividad'],
      coverUrl: undefined,
    });
    expect(article.author).toEqual({
      name: 'Ana',
      avatarUrl: undefined,
      linkedin: 'https://linkedin.com/in/ana',
      email: 'ana@linx.cl',
    });
  });

  it('products: images, features, sizes and category slugs as plain lists', async () => {
    cms = await startFakeCms({
      '/products?populate=*': [
        {
          id: 7,
          slug: 'totem',
          name: 'Tótem',
          brand: 'LINX',
          description: 'Táctil',
          resolution: '1920 x 1080',
          glow: '',
          productBrochure: 'http://cms/ficha.pdf',
          imagesUrl: [
            { id: 1, url: 'http://cms/a.svg' },
            { id: 2, url: 'http://cms/b.svg' },
          ],
          features: [{ id: 1, name: 'Multitáctil' }],
          displaySizes: [{ id: 1, name: '55"' }],
          categories: [{ id: 1, slug: 'pantallas-interactivas', name: 'Pantallas Interactivas' }],
        },
      ],
    });
    const [product] = await fetchProducts();
    expect(product).toMatchObject({
      images: ['http://cms/a.svg', 'http://cms/b.svg'],
      features: ['Multitáctil'],
      displaySizes: ['55"'],
      categorySlugs: ['pantallas-interactivas'],
      brochureUrl: 'http://cms/ficha.pdf',
      glow: undefined,
    });
  });

  it('cases by id: asks with the id filter and returns the first item or undefined', async () => {
    cms = await startFakeCms({
      '/cases?filters[id][$eq]=3&populate=*': [
        { id: 3, title: 'Caso', highlight: { number: null, text: 'Más ventas' } },
      ],
      '/cases?filters[id][$eq]=4&populate=*': [],
    });
    expect(await fetchCaseById(3)).toMatchObject({ id: 3, highlight: { text: 'Más ventas', number: undefined } });
    expect(await fetchCaseById(4)).toBeUndefined();
  });

  it('a failing CMS rejects, so views can show their empty state', async () => {
    cms = await startFakeCms({ '/categories': { status: 500, body: { error: 'boom' } } });
    await expect(fetchCategories()).rejects.toThrow();
  });
});
