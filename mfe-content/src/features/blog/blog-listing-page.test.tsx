import { cmsCalls } from '@linx/shared/testing';
import { screen, within } from '@testing-library/react';
import BlogListingPage from '../../exposes/blog-listing-page';
import { blogCmsAnswers } from '../../testing/blog-cms';
import { rawArticle, rawCategories } from '../../testing/cms-fixtures';
import { pageWithFakeCms } from '../../testing/page-with-fake-cms';

const page = pageWithFakeCms(BlogListingPage, '/blog/pagina/:page');

const many = Array.from({ length: 40 }, (_, index) =>
  rawArticle({ id: index + 1, slug: `articulo-${index + 1}`, title: `Artículo número ${index + 1}`, featured: false }),
);

describe('BlogListingPage (/blog/pagina/:page, docs/decisions.md 12)', () => {
  it('reads its own page only, with its own title and canonical, and links first, previous, next and last', async () => {
    await page.open('/blog/pagina/2', { ...blogCmsAnswers(many), '/categories': rawCategories });
    expect(await screen.findByRole('heading', { level: 3, name: 'Artículo número 13' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(12);
    expect(screen.queryByText('Destacado')).not.toBeInTheDocument();
    expect(page.requests().map((request) => request.url)).toEqual(
      expect.arrayContaining([`/api${cmsCalls['articles-page'].replace(':page', '2')}`]),
    );
    expect(page.requests().map((request) => request.url)).not.toContain(`/api${cmsCalls.articles}`);
    expect(document.title).toBe('Blog: página 2 | LINX');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/blog\/pagina\/2$/);
    const nav = screen.getByRole('navigation', { name: 'Páginas de artículos' });
    expect(within(nav).getByRole('link', { name: 'Primera página' })).toHaveAttribute('href', '/blog');
    expect(within(nav).getByRole('link', { name: 'Página anterior' })).toHaveAttribute('href', '/blog');
    expect(within(nav).getByRole('link', { name: 'Página siguiente' })).toHaveAttribute('href', '/blog/pagina/3');
    expect(within(nav).getByRole('link', { name: 'Última página' })).toHaveAttribute('href', '/blog/pagina/4');
    expect(within(nav).getByText('Página 2 de 4')).toBeInTheDocument();
  });
});
