import { cmsCalls, locationRef } from '@linx/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BlogPage from '../../exposes/blog-page';
import { rawArticle, rawArticles, rawCategories } from '../../testing/cms-fixtures';
import { pageWithFakeCms, type CmsAnswers } from '../../testing/page-with-fake-cms';

const EMPTY = 'No hay artículos para mostrar en este momento.';

const page = pageWithFakeCms(BlogPage);
const start = (answers: CmsAnswers) => page.open('/blog', answers);

const gridTitles = () =>
  within(screen.getByRole('region', { name: 'Más artículos' }))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('BlogPage', () => {
  it("announces the blog's Atom feed in the head", async () => {
    await start({ [cmsCalls.articles]: rawArticles, '/categories': rawCategories });
    await screen.findByRole('article', { name: 'Cartelería digital en retail' });
    const feed = document.head.querySelector('link[rel="alternate"][type="application/atom+xml"]');
    expect(feed).toHaveAttribute('href', '/blog/feed.xml');
    expect(feed).toHaveAttribute('title', 'Blog LINX');
  });

  it('shows a spinner, then the featured article and the grid of the others', async () => {
    await start({
      [cmsCalls.articles]: { body: { data: rawArticles }, delayMs: 50 },
      '/categories': rawCategories,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
    expect(screen.getByRole('heading', { level: 1, name: 'Blog LINX' })).toBeInTheDocument();

    const featured = await screen.findByRole('article', { name: 'Cartelería digital en retail' });
    expect(within(featured).getByText('Destacado')).toBeInTheDocument();
    expect(within(featured).getByText('Cómo convertir cada pantalla en un vendedor.')).toBeInTheDocument();
    expect(within(featured).getByText('Camila Rojas')).toBeInTheDocument();
    expect(
      within(featured).getByRole('img', { name: 'Portada del artículo: Cartelería digital en retail' }),
    ).toHaveAttribute('loading', 'eager');
    expect(gridTitles()).toEqual(['5 métricas para medir el impacto', 'Comunicación interna con pantallas']);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('selects the first category ("todos") and filters the grid by category name, keeping the featured article', async () => {
    await start({ [cmsCalls.articles]: rawArticles, '/categories': rawCategories });
    const filters = await screen.findByRole('group', { name: 'Filtrar artículos por categoría' });
    expect(within(filters).getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(filters).getByRole('button', { name: 'Productividad' }));
    expect(within(filters).getByRole('button', { name: 'Productividad' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(filters).getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'false');
    expect(gridTitles()).toEqual(['Comunicación interna con pantallas']);
    // The featured article has no "Productividad" category and is still shown.
    expect(screen.getByRole('article', { name: 'Cartelería digital en retail' })).toBeInTheDocument();

    await userEvent.click(within(filters).getByRole('button', { name: 'Experiencia al Cliente' }));
    expect(gridTitles()).toEqual([]);
    expect(screen.getByText(EMPTY)).toBeInTheDocument();
    expect(screen.getByText('Destacado')).toBeInTheDocument();

    await userEvent.click(within(filters).getByRole('button', { name: 'Todos' }));
    expect(gridTitles()).toHaveLength(2);
  });

  it('takes the first article flagged featured when several are', async () => {
    await start({
      [cmsCalls.articles]: [
        rawArticle({ id: 5, slug: 'normal', title: 'Normal' }),
        rawArticle({ id: 6, slug: 'primero', title: 'Primer destacado', featured: true }),
        rawArticle({ id: 7, slug: 'segundo', title: 'Segundo destacado', featured: true }),
      ],
      '/categories': rawCategories,
    });
    expect(await screen.findByRole('article', { name: 'Primer destacado' })).toHaveTextContent('Destacado');
    expect(gridTitles()).toEqual(['Normal', 'Segundo destacado']);
  });

  it('links the title and the cover to /blog/{slug}', async () => {
    await start({ [cmsCalls.articles]: rawArticles, '/categories': rawCategories });
    await userEvent.click(await screen.findByRole('link', { name: '5 métricas para medir el impacto' }));
    expect(locationRef.current?.pathname).toBe('/blog/metricas-impacto-pantallas');
  });

  it('links the cover image too', async () => {
    await start({ [cmsCalls.articles]: rawArticles, '/categories': rawCategories });
    const cover = await screen.findByRole('link', { name: 'Portada del artículo: Cartelería digital en retail' });
    expect(cover).toHaveAttribute('href', '/blog/carteleria-digital-en-retail');
  });

  it('serves responsive covers: the featured one eager, the grid lazy, each with the sizes of its layout', async () => {
    await start({ [cmsCalls.articles]: rawArticles, '/categories': rawCategories });
    const [featured, card] = await screen.findAllByRole('img', { name: /^Portada del artículo/ });
    expect(featured).toHaveAttribute('srcset', expect.stringMatching(/xsmall_retail\.jpg 320w, .* 1600w$/));
    expect(featured).toHaveAttribute('sizes', expect.stringContaining('(min-width: 1200px) 682px'));
    expect(featured).toHaveAttribute('loading', 'eager');
    expect(card).toHaveAttribute(
      'sizes',
      '(min-width: 1200px) 556px, (min-width: 768px) calc(50vw - 44px), calc(100vw - 40px)',
    );
    expect(card).toHaveAttribute('loading', 'lazy');
    expect(card).toHaveAttribute('decoding', 'async');
    expect(card).toHaveAttribute('width', '1600');
    expect(card).toHaveAttribute('height', '1200');
    for (const image of [featured, card]) expect(image).not.toHaveAttribute('fetchpriority');
  });

  it('shows "Imagen no disponible" without a cover and "No img" without an avatar', async () => {
    await start({ [cmsCalls.articles]: rawArticles, '/categories': rawCategories });
    const card = await screen.findByRole('heading', { name: 'Comunicación interna con pantallas' });
    const article = card.closest('article') as HTMLElement;
    expect(within(article).getByText('Imagen no disponible')).toBeInTheDocument();
    expect(within(article).getByText('No img')).toBeInTheDocument();
    expect(within(article).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows the grid without a featured block when no article is featured', async () => {
    await start({ [cmsCalls.articles]: [rawArticle({ featured: false })], '/categories': rawCategories });
    expect(await screen.findByRole('heading', { level: 3, name: 'Cartelería digital en retail' })).toBeInTheDocument();
    expect(screen.queryByText('Destacado')).not.toBeInTheDocument();
  });

  it('shows the empty message when there are no articles', async () => {
    await start({ [cmsCalls.articles]: [], '/categories': rawCategories });
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it.each([
    ['the articles', cmsCalls.articles],
    ['the categories', '/categories'],
  ])('shows the empty message when loading %s fails', async (_label, failing) => {
    await start({
      [cmsCalls.articles]: rawArticles,
      '/categories': rawCategories,
      [failing]: { status: 500, body: { error: 'caída' } },
    });
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    expect(screen.queryByText('Destacado')).not.toBeInTheDocument();
    expect(screen.queryByText('Cargando…')).not.toBeInTheDocument();
  });

  it('fetches each list once, whatever the re-renders', async () => {
    await start({ [cmsCalls.articles]: rawArticles, '/categories': rawCategories });
    const filters = await screen.findByRole('group', { name: 'Filtrar artículos por categoría' });
    await userEvent.click(within(filters).getByRole('button', { name: 'Productividad' }));
    await userEvent.click(within(filters).getByRole('button', { name: 'Todos' }));
    expect(
      page
        .requests()
        .map((request) => request.url)
        .sort(),
    ).toEqual([`/api${cmsCalls.articles}`, '/api/categories']);
  });
});
