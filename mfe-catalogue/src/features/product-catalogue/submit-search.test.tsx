import { cmsCalls, locationRef, startFakeCms, type FakeServer } from '@linx/shared/testing';
import { screen } from '@testing-library/react';
import ProductCataloguePage from '../../exposes/product-catalogue-page';
import { strapiCategories, strapiProducts } from '../../testing/cms-fixtures';
import { cardNames, catalogueRenderer } from '../../testing/render-catalogue';

const renderCatalogue = catalogueRenderer(ProductCataloguePage);
let cms: FakeServer;

beforeEach(async () => {
  cms = await startFakeCms({ '/product-categories': strapiCategories, [cmsCalls.products]: strapiProducts });
});
afterEach(() => cms.close());

const search = () => screen.getByRole('searchbox', { name: 'Buscar productos' });
const searchButton = () => screen.getByRole('button', { name: 'Buscar' });

describe('Catalogue search: with and without its submit button', () => {
  it('is a search form with a submit button that also works without JavaScript (GET /productos?q=)', async () => {
    await renderCatalogue();
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/productos');
    expect(form).toHaveAttribute('method', 'get');
    expect(search()).toHaveAttribute('name', 'q');
    expect(searchButton()).toHaveAttribute('type', 'submit');
    expect(form).toContainElement(searchButton());
  });

  it('filters live as the visitor types; Enter keeps the results and moves focus to them', async () => {
    const { user } = await renderCatalogue();
    await user.type(search(), 'samsung');
    expect(cardNames()).toEqual(['Flip Pro 75"', 'Videowall VM55B-U']);
    await user.keyboard('{Enter}');
    const heading = screen.getByRole('heading', { level: 2, name: 'Resultados para "samsung"' });
    expect(heading).toHaveFocus();
    expect(new URLSearchParams(locationRef.current?.search).get('q')).toBe('samsung');
    expect(cardNames()).toEqual(['Flip Pro 75"', 'Videowall VM55B-U']);
  });

  it('"Buscar" closes an open detail and shows the results of the text', async () => {
    const { user } = await renderCatalogue('?q=flip');
    await user.click(screen.getByRole('button', { name: 'Detalles de Flip Pro 75"' }));
    expect(screen.queryByRole('heading', { level: 2, name: /Resultados/ })).not.toBeInTheDocument();
    await user.click(searchButton());
    expect(await screen.findByRole('heading', { level: 2, name: 'Resultados para "flip"' })).toHaveFocus();
    expect(new URLSearchParams(locationRef.current?.search).get('producto')).toBeNull();
  });
});
