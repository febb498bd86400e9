import { cmsCalls, locationRef } from '@linx/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CasesPage from '../../exposes/cases-page';
import { rawCases, rawCategories } from '../../testing/cms-fixtures';
import { pageWithFakeCms, type CmsAnswers } from '../../testing/page-with-fake-cms';

const CASES = cmsCalls.cases;
const EMPTY = 'No hay casos de éxito para mostrar en este momento.';

const page = pageWithFakeCms(CasesPage);
const start = (answers: CmsAnswers) => page.open('/casos-exito', answers);

const rowTitles = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('CasesPage', () => {
  it("announces the cases' Atom feed in the head", async () => {
    await start({ [CASES]: rawCases, '/categories': rawCategories });
    await waitFor(() => expect(rowTitles().length).toBeGreaterThan(0));
    const feed = document.head.querySelector('link[rel="alternate"][type="application/atom+xml"]');
    expect(feed).toHaveAttribute('href', '/casos-exito/feed.xml');
    expect(feed).toHaveAttribute('title', 'Casos de Éxito LINX');
  });

  it('keeps the loading indicator until both the cases and the categories arrive', async () => {
    await start({ [CASES]: rawCases, '/categories': { body: { data: rawCategories }, delayMs: 300 } });
    expect(screen.getByRole('heading', { level: 1, name: 'Casos de Éxito' })).toBeInTheDocument();
    await waitFor(() => expect(page.requests().map((r) => r.url)).toContain(`/api${CASES}`));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    expect(rowTitles()).toEqual([]);
    expect(
      await screen.findByRole('heading', { level: 3, name: 'Red de cartelería digital en 35 tiendas' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Cargando…')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('starts on the first returned category and filters by category name', async () => {
    await start({ [CASES]: rawCases, '/categories': rawCategories });
    const filters = await screen.findByRole('group', { name: 'Filtrar casos por categoría' });
    expect(within(filters).getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true');
    expect(rowTitles()).toHaveLength(3);

    await userEvent.click(within(filters).getByRole('button', { name: 'Productividad' }));
    expect(rowTitles()).toEqual(['Gestión de filas en sucursales bancarias', 'Comunicación interna en faenas mineras']);

    await userEvent.click(within(filters).getByRole('button', { name: 'Cartelería Digital' }));
    expect(rowTitles()).toEqual(['Red de cartelería digital en 35 tiendas']);
  });

  it('selects whatever category comes first, even when it is not "todos"', async () => {
    await start({ [CASES]: rawCases, '/categories': rawCategories.slice(2) });
    const filters = await screen.findByRole('group', { name: 'Filtrar casos por categoría' });
    expect(within(filters).getByRole('button', { name: 'Productividad' })).toHaveAttribute('aria-pressed', 'true');
    expect(rowTitles()).toHaveLength(2);
  });

  it('shows the empty message when a category has no cases', async () => {
    await start({ [CASES]: rawCases, '/categories': [...rawCategories, { id: 9, name: 'Inteligencia Artificial' }] });
    await userEvent.click(await screen.findByRole('button', { name: 'Inteligencia Artificial' }));
    expect(screen.getByText(EMPTY)).toBeInTheDocument();
  });

  it('renders badges, the highlight with or without its figure, and the missing image', async () => {
    await start({ [CASES]: rawCases, '/categories': rawCategories });
    const first = (await screen.findByRole('article', {
      name: 'Red de cartelería digital en 35 tiendas',
    })) as HTMLElement;
    expect(within(first).getByText('Experiencia al Cliente')).toHaveAttribute('data-tone', 'accent');
    expect(within(first).getByText('Cartelería Digital')).toHaveAttribute('data-tone', 'info');
    const figure = within(first).getByText('+45%');
    expect(figure.tagName).toBe('STRONG');
    expect(figure.parentElement).toHaveTextContent('+45% de aumento en engagement');
    expect(within(first).getByText('Tiendas Andes')).toBeInTheDocument();

    // The first row's image is in the first screen; the next ones load lazily.
    const firstImage = within(first).getByRole('img', { name: 'Pantallas en una tienda Andes' });
    expect(firstImage).toHaveAttribute('loading', 'eager');
    expect(firstImage).toHaveAttribute(
      'sizes',
      '(min-width: 1200px) 568px, (min-width: 768px) calc(50vw - 32px), calc(100vw - 40px)',
    );
    expect(firstImage).toHaveAttribute('srcset', expect.stringContaining('small_tiendas-andes.jpg 480w'));

    const second = screen.getByRole('article', { name: 'Gestión de filas en sucursales bancarias' });
    expect(within(second).getByRole('img')).toHaveAttribute('loading', 'lazy');
    expect(within(second).getByText('Tiempos de espera 40% más cortos')).toBeInTheDocument();
    expect(within(second).queryByText(/^\+/)).not.toBeInTheDocument();

    const minimal = screen.getByRole('article', { name: 'Comunicación interna en faenas mineras' });
    expect(
      within(minimal).getByRole('img', { name: 'Imagen del caso: Comunicación interna en faenas mineras' }),
    ).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml,/));
    expect(within(minimal).queryByText('Imagen no disponible')).not.toBeInTheDocument();
    expect(within(minimal).queryByText(/engagement|espera/)).not.toBeInTheDocument();
  });

  it('opens the detail (which reads the whole case itself) and scrolls to top', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo');
    await start({ [CASES]: rawCases, '/categories': rawCategories });
    await userEvent.click(
      await screen.findByRole('link', { name: 'Ver caso completo: Gestión de filas en sucursales bancarias' }),
    );
    expect(locationRef.current?.pathname).toBe('/casos-exito/financiera-cordillera');
    expect(locationRef.current?.state).toBeNull();
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it.each([
    ['the cases', CASES],
    ['the categories', '/categories'],
  ])('ends loading with the empty message when %s fail', async (_label, failing) => {
    await start({ [CASES]: rawCases, '/categories': rawCategories, [failing]: { status: 500, body: {} } });
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    expect(screen.queryByText('Cargando…')).not.toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});
