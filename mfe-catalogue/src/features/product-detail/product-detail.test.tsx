import { cmsCalls, locationRef, startFakeCms, type FakeServer } from '@linx/shared/testing';
import { act, screen, within } from '@testing-library/react';
import ProductCataloguePage from '../../exposes/product-catalogue-page';
import { strapiCategories, strapiProducts } from '../../testing/cms-fixtures';
import { catalogueRenderer, chooseCategory, historyRef } from '../../testing/render-catalogue';

const renderCatalogue = catalogueRenderer(ProductCataloguePage);

let cms: FakeServer;
beforeEach(async () => {
  cms = await startFakeCms({ '/product-categories': strapiCategories, [cmsCalls.products]: strapiProducts });
});
afterEach(() => cms.close());

const TOTEM = 'Tótem Indoor 49" Táctil';
const detail = () => screen.getByRole('article', { name: TOTEM });
const detailHeading = () => screen.getByRole('heading', { level: 2, name: TOTEM });
const bigImage = () => within(detail()).getByRole('img', { name: /imagen \d de 3/ });
const query = (key: string) => new URLSearchParams(locationRef.current?.search).get(key);

const openTotem = async () => {
  const view = await renderCatalogue();
  await view.user.click(screen.getByRole('button', { name: `Detalles de ${TOTEM}` }));
  // The detail's code loads the first time a detail opens (product-detail-on-demand.tsx).
  await screen.findByRole('heading', { level: 2, name: TOTEM });
  return view;
};

describe('Product detail', () => {
  it('replaces the grid, puts the product in the URL and moves focus to its heading', async () => {
    await openTotem();
    expect(detailHeading()).toHaveFocus();
    expect(query('producto')).toBe('totem-tactil-49');
    expect(screen.queryByRole('heading', { name: 'Todos los productos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Detalles de/ })).not.toBeInTheDocument();
  });

  it('shows brand, brochure, description, features, every present spec and the sizes', async () => {
    await openTotem();
    const panel = within(detail());
    expect(panel.getByText('LINX')).toBeInTheDocument();
    const brochure = panel.getByRole('link', { name: /Ver documento técnico/ });
    expect(brochure).toHaveAttribute('href', 'https://cdn.test/totem.pdf');
    expect(brochure).toHaveAttribute('target', '_blank');
    expect(brochure).toHaveAttribute('rel', 'noopener noreferrer');
    expect(panel.getByRole('heading', { level: 3, name: 'Descripción' })).toBeInTheDocument();
    expect(panel.getByRole('heading', { level: 3, name: 'Características' })).toBeInTheDocument();
    expect(panel.getByText('Lector QR opcional')).toBeInTheDocument();
    expect(panel.getByRole('heading', { level: 3, name: 'Especificaciones' })).toBeInTheDocument();
    expect(panel.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Resolución',
      'Brillo',
      'Sistema',
      'Operación',
    ]);
    expect(panel.getByText('Android 11')).toBeInTheDocument();
    expect(panel.getByRole('heading', { level: 3, name: 'Tamaños Disponibles' })).toBeInTheDocument();
    expect(panel.getAllByText(/^\d+"$/).map((size) => size.textContent)).toEqual(['43"', '49"', '55"']);
  });

  it('leaves out the brochure link and the specs that are missing', async () => {
    const { user } = await renderCatalogue('?producto=flip-pro-75');
    const panel = within(screen.getByRole('article', { name: 'Flip Pro 75"' }));
    expect(panel.queryByRole('link', { name: /documento/ })).not.toBeInTheDocument();
    expect(panel.getAllByRole('term').map((term) => term.textContent)).toEqual(['Resolución', 'Brillo']);

    await user.click(panel.getByRole('button', { name: 'Volver a productos' }));
    await user.click(screen.getByRole('button', { name: 'Detalles de Videowall VM55B-U' }));
    const empty = within(screen.getByRole('article', { name: 'Videowall VM55B-U' }));
    expect(empty.queryByRole('heading', { name: 'Especificaciones' })).not.toBeInTheDocument();
    expect(empty.queryByRole('heading', { name: 'Características' })).not.toBeInTheDocument();
    expect(empty.queryByRole('heading', { name: 'Tamaños Disponibles' })).not.toBeInTheDocument();
    expect(empty.queryByText('Imagen no disponible')).not.toBeInTheDocument();
    expect(
      empty.getAllByRole('img').every((image) => image.getAttribute('src')?.startsWith('data:image/svg+xml,')),
    ).toBe(true);
  });

  it('starts on the first image; arrows wrap around and thumbnails pick an image', async () => {
    const { user } = await renderCatalogue();
    await user.click(screen.getByRole('button', { name: `Imagen siguiente de ${TOTEM}` }));
    await user.click(screen.getByRole('button', { name: `Detalles de ${TOTEM}` }));
    expect(bigImage()).toHaveAttribute('src', 'https://cdn.test/totem-tactil-49-1.jpg');
    // The detail's photo is its largest first-screen image; the thumbnails are decoration in labelled buttons.
    expect(bigImage()).toHaveAttribute(
      'srcset',
      'https://cdn.test/xsmall_totem-tactil-49-1.jpg 320w, https://cdn.test/small_totem-tactil-49-1.jpg 480w, https://cdn.test/medium_totem-tactil-49-1.jpg 720w, https://cdn.test/totem-tactil-49-1.jpg 800w',
    );
    expect(bigImage()).toHaveAttribute('sizes', expect.stringContaining('(min-width: 1280px) 406px'));
    expect(bigImage()).toHaveAttribute('fetchpriority', 'high');
    expect(bigImage()).toHaveAttribute('width', '800');
    expect(bigImage()).toHaveAttribute('height', '600');
    const thumbnails = within(detail()).getAllByRole('presentation');
    expect(thumbnails).toHaveLength(3);
    for (const thumbnail of thumbnails) {
      expect(thumbnail).toHaveAttribute('sizes', '80px');
      expect(thumbnail).toHaveAttribute('loading', 'lazy');
    }
    const thumb = (n: number) => screen.getByRole('button', { name: `Ver imagen ${n} de ${TOTEM}` });
    expect(thumb(1)).toHaveAttribute('aria-current', 'true');

    await user.click(screen.getByRole('button', { name: `Imagen anterior de ${TOTEM}` }));
    expect(bigImage()).toHaveAttribute('src', 'https://cdn.test/totem-tactil-49-3.jpg');
    expect(thumb(3)).toHaveAttribute('aria-current', 'true');
    expect(thumb(1)).not.toHaveAttribute('aria-current');

    await user.click(screen.getByRole('button', { name: `Imagen siguiente de ${TOTEM}` }));
    expect(bigImage()).toHaveAttribute('src', 'https://cdn.test/totem-tactil-49-1.jpg');

    await user.click(thumb(2));
    expect(bigImage()).toHaveAttribute('src', 'https://cdn.test/totem-tactil-49-2.jpg');
    expect(bigImage()).toHaveAccessibleName(`${TOTEM}, imagen 2 de 3`);
  });

  it('"Volver a productos" returns to the list and focus to the product\'s "Detalles"', async () => {
    const { user } = await openTotem();
    await user.click(screen.getByRole('button', { name: 'Volver a productos' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Todos los productos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Detalles de ${TOTEM}` })).toHaveFocus();
    expect(query('producto')).toBeNull();
  });

  it('the close button (×) returns to the list, also for a detail opened by a link', async () => {
    const { user } = await renderCatalogue('?categoria=pantallas-interactivas&producto=totem-tactil-49');
    await user.click(screen.getByRole('button', { name: 'Cerrar detalle' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Pantallas Interactivas' })).toBeInTheDocument();
    expect(locationRef.current?.search).toBe('?categoria=pantallas-interactivas');
  });

  it('Back closes the detail; choosing a category closes it and sets the filter', async () => {
    const { user } = await openTotem();
    await act(async () => historyRef.navigate?.(-1));
    expect(screen.queryByRole('heading', { level: 2, name: TOTEM })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Todos los productos' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Detalles de ${TOTEM}` })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: `Detalles de ${TOTEM}` }));
    await chooseCategory(user, 'Videowalls');
    expect(screen.getByRole('heading', { level: 2, name: 'Videowalls' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Videowalls' })).toHaveFocus();
    expect(locationRef.current?.search).toBe('?categoria=videowalls');
  });

  it('"Solicitar información" runs the consultancy helper (contact form)', async () => {
    const { user } = await openTotem();
    await user.click(screen.getByRole('button', { name: 'Solicitar información' }));
    expect(locationRef.current?.pathname).toBe('/contacto');
    expect(locationRef.current?.hash).toBe('#contact-form');
  });
});
