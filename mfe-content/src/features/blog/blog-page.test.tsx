import { cmsCalls, locationRef } from '@linx/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BlogPage from '../../exposes/blog-page';
import { blogCmsAnswers } from '../../testing/blog-cms';
import { rawArticle, rawArticles, rawCategories } from '../../testing/cms-fixtures';
import { pageWithFakeCms, type CmsAnswers } from '../../testing/page-with-fake-cms';

/** A CMS holding these articles and the fixtures' categories, answering the blog's calls. */
const cmsWith = (articles: Parameters<typeof blogCmsAnswers>[0]): CmsAnswers => ({
  ...blogCmsAnswers(
    articles,
    rawCategories.map((category) => category.name),
  ),
  '/categories': rawCategories,
});

const EMPTY = 'No hay artículos para mostrar en este momento.';

const page = pageWithFakeCms(BlogPage);
const start = (answers: CmsAnswers) => page.open('/blog', answers);

/** Clicks a category button, then waits for the CMS's answer for it (the list is read again). */
const pickCategory = async (name: string) => {
  const filters = () => screen.getByRole('group', { name: 'Filtrar artículos por categoría' });
  await userEvent.click(within(filters()).getByRole('button', { name }));
  await waitFor(() => expect(within(filters()).getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true'));
  return filters();
};

const gridTitles = () =>
  within(screen.getByRole('region', { name: 'Más artículos' }))
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

describe('BlogPage', () => {
  it("announces the blog's Atom feed in the head", async () => {
    await start(cmsWith(rawArticles));
    await screen.findByRole('article', { name: 'Cartelería digital en retail' });
    const feed = document.head.querySelector('link[rel="alternate"][type="application/atom+xml"]');
    expect(feed).toHaveAttribute('href', '/blog/feed.xml');
    expect(feed).toHaveAttribute('title', 'Blog LINX');
  });

  it('shows a spinner, then the featured article and the grid of the others', async () => {
    await start({ ...cmsWith(rawArticles), '/categories': { body: { data: rawCategories }, delayMs: 50 } });
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
    await start(cmsWith(rawArticles));
    const filters = await screen.findByRole('group', { name: 'Filtrar artículos por categoría' });
    expect(within(filters).getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true');

    const productivity = await pickCategory('Productividad');
    expect(within(productivity).getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'false');
    expect(gridTitles()).toEqual(['Comunicación interna con pantallas']);
    // The featured article has no "Productividad" category and is still shown.
    expect(screen.getByRole('article', { name: 'Cartelería digital en retail' })).toBeInTheDocument();

    await pickCategory('Experiencia al Cliente');
    expect(gridTitles()).toEqual([]);
    expect(screen.getByText(EMPTY)).toBeInTheDocument();
    expect(screen.getByText('Destacado')).toBeInTheDocument();

    await pickCategory('Todos');
    expect(locationRef.current?.search).toBe('');
    expect(gridTitles()).toHaveLength(2);
  });

  it('takes the first article flagged featured when several are', async () => {
    await start(
      cmsWith([
        rawArticle({ id: 5, slug: 'normal', title: 'Normal' }),
        rawArticle({ id: 6, slug: 'primero', title: 'Primer destacado', featured: true }),
        rawArticle({ id: 7, slug: 'segundo', title: 'Segundo destacado', featured: true }),
      ]),
    );
    expect(await screen.findByRole('article', { name: 'Primer destacado' })).toHaveTextContent('Destacado');
    expect(gridTitles()).toEqual(['Normal', 'Segundo destacado']);
  });

  it('links the title and the cover to /blog/{slug}', async () => {
    await start(cmsWith(rawArticles));
    await userEvent.click(await screen.findByRole('link', { name: '5 métricas para medir el impacto' }));
    expect(locationRef.current?.pathname).toBe('/blog/metricas-impacto-pantallas');
  });

  it('links the cover image too', async () => {
    await start(cmsWith(rawArticles));
    const cover = await screen.findByRole('link', { name: 'Portada del artículo: Cartelería digital en retail' });
    expect(cover).toHaveAttribute('href', '/blog/carteleria-digital-en-retail');
  });

  it('serves responsive covers: the featured one eager, the grid lazy, each with the sizes of its layout', async () => {
    await start(cmsWith(rawArticles));
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

  it('draws the brand artwork without a cover (no grey box) and "No img" without an avatar', async () => {
    await start(cmsWith(rawArticles));
    const card = await screen.findByRole('heading', { name: 'Comunicación interna con pantallas' });
    const article = card.closest('article') as HTMLElement;
    expect(within(article).queryByText('Imagen no disponible')).not.toBeInTheDocument();
    expect(within(article).getByText('No img')).toBeInTheDocument();
    const cover = within(article).getByRole('img', {
      name: 'Portada del artículo: Comunicación interna con pantallas',
    });
    expect(cover).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml,/));
  });

  it('shows the grid without a featured block when no article is featured', async () => {
    await start(cmsWith([rawArticle({ featured: false })]));
    expect(await screen.findByRole('heading', { level: 3, name: 'Cartelería digital en retail' })).toBeInTheDocument();
    expect(screen.queryByText('Destacado')).not.toBeInTheDocument();
  });

  it('shows the empty message when there are no articles', async () => {
    await start(cmsWith([]));
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it.each([
    ['the articles', cmsCalls.articles],
    ['the categories', '/categories'],
  ])('shows the empty message when loading %s fails', async (_label, failing) => {
    await start({ ...cmsWith(rawArticles), [failing]: { status: 500, body: { error: 'caída' } } });
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    expect(screen.queryByText('Destacado')).not.toBeInTheDocument();
    expect(screen.queryByText('Cargando…')).not.toBeInTheDocument();
  });

  it('fetches each of its reads once, whatever the re-renders: the first page, the featured article, the categories', async () => {
    await start(cmsWith(rawArticles));
    const filters = await screen.findByRole('group', { name: 'Filtrar artículos por categoría' });
    await userEvent.hover(within(filters).getByRole('button', { name: 'Productividad' }));
    expect(
      page
        .requests()
        .map((request) => request.url)
        .sort(),
    ).toEqual([`/api${cmsCalls.articles}`, '/api/categories', `/api${cmsCalls['featured-article']}`].sort());
  });
});

describe('BlogPage with more articles than a page holds (docs/decisions.md 12)', () => {
  /** 30 articles: the first featured, article 28 the only one in "Productividad". */
  const many = Array.from({ length: 30 }, (_, index) =>
    rawArticle({
      id: index + 1,
      documentId: `doc-${index + 1}`,
      slug: `articulo-${index + 1}`,
      title: `Artículo número ${index + 1}`,
      featured: index === 0,
      categories: index === 27 ? [{ id: 3, name: 'Productividad' }] : [{ id: 4, name: 'Cartelería Digital' }],
    }),
  );

  it('shows the first 12 (the featured one on top) and links the other pages: next and last, no previous', async () => {
    await start(cmsWith(many));
    expect(await screen.findByRole('article', { name: 'Artículo número 1' })).toHaveTextContent('Destacado');
    expect(gridTitles()).toEqual(Array.from({ length: 11 }, (_, index) => `Artículo número ${index + 2}`));
    const nav = screen.getByRole('navigation', { name: 'Páginas de artículos' });
    expect(within(nav).getByText('Página 1 de 3')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Página 1 de 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Página siguiente' })).toHaveAttribute('href', '/blog/pagina/2');
    expect(within(nav).getByRole('link', { name: 'Página siguiente' })).toHaveAttribute('rel', 'next');
    expect(within(nav).getByRole('link', { name: 'Última página' })).toHaveAttribute('href', '/blog/pagina/3');
    expect(within(nav).queryByRole('link', { name: 'Página anterior' })).not.toBeInTheDocument();
  });

  it('a category is filtered by the CMS across every page: it reaches an article of page 3', async () => {
    await start(cmsWith(many));
    const filters = await screen.findByRole('group', { name: 'Filtrar artículos por categoría' });
    expect(screen.queryByRole('heading', { name: 'Artículo número 28' })).not.toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true');
    await pickCategory('Productividad');
    expect(locationRef.current?.search).toBe('?categoria=Productividad');
    expect(gridTitles()).toEqual(['Artículo número 28']);
    expect(screen.queryByRole('navigation', { name: 'Páginas de artículos' })).not.toBeInTheDocument();
  });
});
