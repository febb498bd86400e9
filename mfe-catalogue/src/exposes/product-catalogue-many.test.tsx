import { cmsCalls, startFakeCms, type FakeServer } from '@linx/shared/testing';
import { screen } from '@testing-library/react';
import { strapiCategories, strapiProducts } from '../testing/cms-fixtures';
import { cardNames, catalogueRenderer, chooseCategory, resultCount } from '../testing/render-catalogue';
import ProductCataloguePage from './product-catalogue-page';

const renderCatalogue = catalogueRenderer(ProductCataloguePage);

/** 60 products: the fixture's four, fifteen times over, with names and slugs of their own. */
const manyProducts = Array.from({ length: 60 }, (_, n) => {
  const base = strapiProducts[n % strapiProducts.length]!;
  return {
    ...base,
    id: n + 1,
    documentId: `doc-${n + 1}`,
    slug: `${base.slug}-${n + 1}`,
    name: `${base.name} N${n + 1}`,
  };
});

// Sixty cards rendered and re-rendered in jsdom: up to 8 s on a busy 2-core machine (CI runs jest beside the CMS suites).
jest.setTimeout(20_000);

let cms: FakeServer;
beforeEach(async () => {
  cms = await startFakeCms({ '/product-categories': strapiCategories, [cmsCalls.products]: manyProducts });
});
afterEach(() => cms.close());

const showMore = (name: RegExp) => screen.getByRole('button', { name });

describe('Product catalogue with many products', () => {
  it('shows 24 cards, then 24 more on each "Mostrar más", with focus on the first card added', async () => {
    const { user } = await renderCatalogue();
    expect(resultCount()).toBe('60 productos');
    expect(cardNames()).toHaveLength(24);
    expect(screen.getByText('Mostrando 24 de 60 productos')).toBeInTheDocument();

    await user.click(showMore(/^Mostrar 24 productos más$/));
    expect(cardNames()).toHaveLength(48);
    expect(screen.getByRole('button', { name: `Detalles de ${manyProducts[24]!.name}` })).toHaveFocus();

    await user.click(showMore(/^Mostrar 12 productos más$/));
    expect(cardNames()).toHaveLength(60);
    expect(screen.queryByText(/^Mostrando/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Mostrar \d+ productos? más$/ })).not.toBeInTheDocument();
  });

  it('searches and filters across every product, starting again at 24 cards', async () => {
    const { user } = await renderCatalogue();
    await user.click(showMore(/^Mostrar 24 productos más$/));
    expect(cardNames()).toHaveLength(48);

    await user.type(screen.getByRole('searchbox', { name: 'Buscar productos' }), 'N57');
    expect(cardNames()).toEqual([manyProducts[56]!.name]);

    await user.clear(screen.getByRole('searchbox', { name: 'Buscar productos' }));
    expect(cardNames()).toHaveLength(24);

    await chooseCategory(user, 'Videowalls');
    expect(resultCount()).toBe('15 productos');
    expect(cardNames()).toHaveLength(15);
    expect(cardNames().at(-1)).toBe(manyProducts[59]!.name);
  });
});
