import { cmsCalls, locationRef, renderWithProviders, startFakeCms, type FakeServer } from '@linx/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { strapiCategories, strapiProducts } from '../testing/cms-fixtures';
import { cardNames, catalogueRenderer, chooseCategory, historyRef, resultCount } from '../testing/render-catalogue';
import ProductCataloguePage from './product-catalogue-page';

const renderCatalogue = catalogueRenderer(ProductCataloguePage);

const EMPTY = 'No se encontraron productos que coincidan con tu búsqueda.';
let cms: FakeServer;

beforeEach(async () => {
  cms = await startFakeCms({ '/product-categories': strapiCategories, [cmsCalls.products]: strapiProducts });
});
afterEach(() => cms.close());

const search = () => screen.getByRole('searchbox', { name: 'Buscar productos' });
const categoryButton = (name: string) => screen.getByRole('button', { name });

describe('Product catalogue page', () => {
  it('shows a spinner, then every product under "Todos los productos" with the count', async () => {
    cms.set(`GET /api${cmsCalls.products}`, { body: { data: strapiProducts }, delayMs: 100 });
    renderWithProviders(<ProductCataloguePage />, { route: '/productos' });
    expect(screen.getByRole('heading', { level: 1, name: 'Catálogo de Productos' })).toBeInTheDocument();
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    expect(await screen.findByText('4 productos')).toBeInTheDocument();
    expect(screen.queryByText('Cargando…')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Todos los productos' })).toBeInTheDocument();
    expect(cardNames()).toEqual([
      'Tótem Indoor 49" Táctil',
      'Flip Pro 75"',
      'UH5N 55" Alto Brillo',
      'Videowall VM55B-U',
    ]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(cms.requests.map((request) => request.url)).toEqual(
      expect.arrayContaining([`/api${cmsCalls.products}`, '/api/product-categories']),
    );
  });

  it('searches case- and accent-insensitively over name, brand, description and features', async () => {
    const { user } = await renderCatalogue();
    await user.type(search(), 'TOTEM TACTIL');
    expect(screen.getByRole('heading', { level: 2, name: 'Resultados para "TOTEM TACTIL"' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['Tótem Indoor 49" Táctil']);
    expect(resultCount()).toBe('1 producto');

    await user.clear(search());
    await user.type(search(), 'samsung');
    expect(cardNames()).toEqual(['Flip Pro 75"', 'Videowall VM55B-U']);

    await user.clear(search());
    await user.type(search(), 'latencia');
    expect(cardNames()).toEqual(['Flip Pro 75"']);
  });

  it('filters by category with pressed buttons, and "Ver todos" resets', async () => {
    const { user } = await renderCatalogue();
    expect(categoryButton('Ver todos')).toHaveAttribute('aria-pressed', 'true');
    await chooseCategory(user, 'Pantallas Interactivas');
    expect(categoryButton('Pantallas Interactivas')).toHaveAttribute('aria-pressed', 'true');
    expect(categoryButton('Ver todos')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading', { level: 2, name: 'Pantallas Interactivas' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['Tótem Indoor 49" Táctil', 'Flip Pro 75"']);
    expect(resultCount()).toBe('2 productos');
    expect(locationRef.current?.search).toBe('?categoria=pantallas-interactivas');

    await chooseCategory(user, 'Ver todos');
    expect(resultCount()).toBe('4 productos');
    expect(locationRef.current?.search).toBe('');
  });

  it('combines search and category, and shows the empty message when nothing matches', async () => {
    const { user } = await renderCatalogue();
    await user.type(search(), 'samsung');
    await chooseCategory(user, 'Videowalls');
    expect(cardNames()).toEqual(['Videowall VM55B-U']);
    expect(screen.getByRole('heading', { level: 2, name: 'Resultados para "samsung"' })).toBeInTheDocument();

    await chooseCategory(user, 'Pantallas de Cartelería');
    expect(resultCount()).toBe('0 productos');
    expect(screen.getByText(EMPTY)).toBeInTheDocument();
    expect(cardNames()).toEqual([]);
  });

  it('clears the search with the × button', async () => {
    const { user } = await renderCatalogue();
    await user.type(search(), 'zzz');
    expect(screen.getByText(EMPTY)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Borrar búsqueda' }));
    expect(search()).toHaveValue('');
    expect(search()).toHaveFocus();
    expect(resultCount()).toBe('4 productos');
    expect(screen.queryByRole('button', { name: 'Borrar búsqueda' })).not.toBeInTheDocument();
  });

  it('shows the empty message when the CMS fails or has no products', async () => {
    const errorSpy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    cms.set(`GET /api${cmsCalls.products}`, { status: 500, body: { error: 'boom' } });
    const first = renderWithProviders(<ProductCataloguePage />, { route: '/productos' });
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    expect(errorSpy).toHaveBeenCalled();
    first.unmount();
    errorSpy.mockRestore();
    await act(() => new Promise((resolve) => setTimeout(resolve, 5)));

    cms.set(`GET /api${cmsCalls.products}`, { body: { data: [] } });
    renderWithProviders(<ProductCataloguePage />, { route: '/productos' });
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
  });

  it('reads the search and category from the URL and keeps them in it', async () => {
    const { user } = await renderCatalogue('?q=pizarra&categoria=pantallas-interactivas');
    expect(search()).toHaveValue('pizarra');
    expect(categoryButton('Pantallas Interactivas')).toHaveAttribute('aria-pressed', 'true');
    expect(cardNames()).toEqual(['Flip Pro 75"']);

    await user.clear(search());
    await user.type(search(), 'tótem');
    expect(new URLSearchParams(locationRef.current?.search).get('q')).toBe('tótem');
    expect(new URLSearchParams(locationRef.current?.search).get('categoria')).toBe('pantallas-interactivas');
  });

  it('follows Back: a search is one history entry and a category is another', async () => {
    const { user } = await renderCatalogue();
    await chooseCategory(user, 'Pantallas Interactivas');
    await user.type(search(), 'flip');
    expect(cardNames()).toEqual(['Flip Pro 75"']);

    await act(async () => historyRef.navigate?.(-1));
    expect(search()).toHaveValue('');
    expect(cardNames()).toEqual(['Tótem Indoor 49" Táctil', 'Flip Pro 75"']);
    expect(categoryButton('Pantallas Interactivas')).toHaveAttribute('aria-pressed', 'true');

    await act(async () => historyRef.navigate?.(-1));
    expect(resultCount()).toBe('4 productos');
    expect(
      within(screen.getByRole('complementary', { name: 'Categorías' })).getByRole('button', { name: 'Ver todos' }),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('keeps the search box in line with the URL when going Back across searches', async () => {
    const { user } = await renderCatalogue();
    await user.type(search(), 'tótem');
    await user.click(screen.getByRole('button', { name: 'Borrar búsqueda' }));
    await user.type(search(), 'flip');
    await act(async () => historyRef.navigate?.(-1));
    expect(search()).toHaveValue('');
    expect(resultCount()).toBe('4 productos');
    await act(async () => historyRef.navigate?.(1));
    expect(search()).toHaveValue('flip');
    expect(cardNames()).toEqual(['Flip Pro 75"']);
  });
});
