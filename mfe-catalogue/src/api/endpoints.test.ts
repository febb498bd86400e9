import { cmsCalls, startFakeCms, strapiFile, strapiImage, type FakeServer } from '@linx/shared/testing';
import { fetchProducts } from './endpoints';

describe("the catalogue's endpoints map Strapi answers to view models", () => {
  let cms: FakeServer;
  afterEach(() => cms?.close());

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
});
