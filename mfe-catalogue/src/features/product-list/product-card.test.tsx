import { cmsCalls, startFakeCms, type FakeServer } from '@linx/shared/testing';
import { screen, within } from '@testing-library/react';
import ProductCataloguePage from '../../exposes/product-catalogue-page';
import { strapiCategories, strapiProducts } from '../../testing/cms-fixtures';
import { catalogueRenderer } from '../../testing/render-catalogue';

const renderCatalogue = catalogueRenderer(ProductCataloguePage);

let cms: FakeServer;
beforeEach(async () => {
  cms = await startFakeCms({ '/product-categories': strapiCategories, [cmsCalls.products]: strapiProducts });
});
afterEach(() => cms.close());

const card = (name: string) => screen.getByRole('article', { name });
const shownImage = (name: string) => within(card(name)).getByRole('img');

describe('Product card', () => {
  it('shows brand, name, description, Resolución and Brillo, and a "Detalles" button', async () => {
    await renderCatalogue();
    const totem = within(card('Tótem Indoor 49" Táctil'));
    expect(totem.getByText('LINX')).toBeInTheDocument();
    expect(totem.getByRole('heading', { level: 3, name: 'Tótem Indoor 49" Táctil' })).toBeInTheDocument();
    expect(totem.getByText('Tótem de piso para autoatención en tiendas.')).toBeInTheDocument();
    expect(totem.getByText('Resolución').nextSibling).toHaveTextContent('1920 x 1080 (Full HD)');
    expect(totem.getByText('Brillo').nextSibling).toHaveTextContent('700 nits');
    expect(totem.getByRole('button', { name: 'Detalles de Tótem Indoor 49" Táctil' })).toHaveTextContent('Detalles');
  });

  it('loads the images of the first row at once and the others lazily', async () => {
    const [first] = strapiProducts;
    const withImages = Array.from({ length: 5 }, (_, index) => ({
      ...first,
      id: index + 1,
      slug: `totem-${index + 1}`,
      name: `Tótem ${index + 1}`,
    }));
    cms.set(`GET /api${cmsCalls.products}`, { body: { data: withImages } });
    await renderCatalogue();
    const loading = screen
      .getAllByRole('article')
      .map((article) => within(article).getByRole('img').getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'lazy', 'lazy']);
    const [image] = screen.getAllByRole('img');
    expect(image).toHaveAttribute('sizes', expect.stringContaining('(min-width: 1280px) 264px'));
    expect(image).toHaveAttribute('srcset', expect.stringContaining('small_totem-tactil-49-1.jpg 480w'));
    expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('gives each product its own image index, with arrows that wrap around', async () => {
    const { user } = await renderCatalogue();
    const totem = 'Tótem Indoor 49" Táctil';
    expect(shownImage(totem)).toHaveAttribute('src', 'https://cdn.test/totem-tactil-49-1.jpg');

    await user.click(screen.getByRole('button', { name: `Imagen siguiente de ${totem}` }));
    expect(shownImage(totem)).toHaveAttribute('src', 'https://cdn.test/totem-tactil-49-2.jpg');
    expect(shownImage(totem)).toHaveAccessibleName(`${totem}, imagen 2 de 3`);
    // The other product keeps its own first image.
    expect(shownImage('Flip Pro 75"')).toHaveAttribute('src', 'https://cdn.test/flip-pro-75-1.jpg');

    await user.click(screen.getByRole('button', { name: 'Imagen anterior de Flip Pro 75"' }));
    expect(shownImage('Flip Pro 75"')).toHaveAttribute('src', 'https://cdn.test/flip-pro-75-2.jpg');
    expect(shownImage(totem)).toHaveAttribute('src', 'https://cdn.test/totem-tactil-49-2.jpg');

    await user.click(screen.getByRole('button', { name: `Imagen siguiente de ${totem}` }));
    await user.click(screen.getByRole('button', { name: `Imagen siguiente de ${totem}` }));
    expect(shownImage(totem)).toHaveAttribute('src', 'https://cdn.test/totem-tactil-49-1.jpg');
  });

  it('shows arrows only with more than one image, and the brand artwork without images', async () => {
    await renderCatalogue();
    expect(within(card('UH5N 55" Alto Brillo')).queryByRole('button', { name: /Imagen/ })).not.toBeInTheDocument();
    const videowall = within(card('Videowall VM55B-U'));
    // No photo: the brand's drawing stands in (an inline SVG image with its alternative text), never a grey box.
    expect(videowall.getByRole('img')).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml,/));
    expect(videowall.queryByText('Imagen no disponible')).not.toBeInTheDocument();
    expect(videowall.getByText('Resolución').nextSibling).toHaveTextContent('No especificado');
  });
});
