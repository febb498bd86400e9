// The page loads the Markdown renderer lazily; loading it here keeps its first (cold-cache) transform
// out of the findBy timeouts below.
import '@linx/shared/markdown';
import { cmsCalls, locationRef } from '@linx/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BlogArticlePage from '../../exposes/blog-article-page';
import { CMS, rawArticle, rawArticles } from '../../testing/cms-fixtures';
import { pageWithFakeCms, type CmsAnswers } from '../../testing/page-with-fake-cms';

/** The page's one read: the article with the URL's slug (the CMS filters; the fake answers what it would). */
const bySlug = (slug: string) => cmsCalls.article.replace(':slug', slug);

const page = pageWithFakeCms(BlogArticlePage, '/blog/:slug');
const open = (slug: string, answer: CmsAnswers[string]) =>
  page.open(`/blog/${slug}`, {
    [bySlug(slug)]: Array.isArray(answer)
      ? (answer as Array<{ slug?: string }>).filter((article) => article.slug === slug)
      : answer,
  });

const setNavigator = (key: 'share' | 'clipboard', value: unknown) =>
  Object.defineProperty(navigator, key, { value, configurable: true, writable: true });

afterEach(() => {
  setNavigator('share', undefined);
  setNavigator('clipboard', undefined);
});

describe('BlogArticlePage', () => {
  it('renders the article found by slug: back link, title, author, cover and markdown', async () => {
    await open('carteleria-digital-en-retail', rawArticles);
    expect(screen.getByText('Cargando…')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'Cartelería digital en retail' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // One read, of this article alone: the page never loads the blog's list (docs/decisions.md 12).
    expect(page.requests().map((request) => request.url)).toEqual([`/api${bySlug('carteleria-digital-en-retail')}`]);
    // The avatar's alternative text comes from the Media Library; small and lazy, never preloaded.
    const avatar = screen.getByRole('img', { name: 'Camila Rojas sonriendo' });
    expect(avatar).toHaveAttribute('src', `${CMS}/uploads/camila.jpg`);
    expect(avatar).toHaveAttribute('srcset', `${CMS}/uploads/xsmall_camila.jpg 320w, ${CMS}/uploads/camila.jpg 400w`);
    expect(avatar).toHaveAttribute('sizes', '56px');
    expect(avatar).toHaveAttribute('loading', 'lazy');
    expect(screen.getByText('Camila Rojas')).toBeInTheDocument();
    const profile = screen.getByRole('link', { name: /Perfil de LinkedIn de Camila Rojas/ });
    expect(profile).toHaveAttribute('href', 'https://www.linkedin.com/in/camila-rojas-linx');
    expect(profile).toHaveAttribute('target', '_blank');
    expect(profile).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Escribir un correo a Camila Rojas' })).toHaveAttribute(
      'href',
      'mailto:camila.rojas@linx.cl',
    );
    // The cover (no alternative text in the CMS: the page's own Spanish description) is the page's LCP.
    const cover = screen.getByRole('img', { name: 'Portada del artículo: Cartelería digital en retail' });
    expect(cover).toHaveAttribute('src', `${CMS}/uploads/retail.jpg`);
    const srcSet = [320, 480, 720, 960, 1280]
      .map(
        (width, index) =>
          `${CMS}/uploads/${['xsmall', 'small', 'medium', 'large', 'xlarge'][index]}_retail.jpg ${width}w`,
      )
      .concat(`${CMS}/uploads/retail.jpg 1600w`)
      .join(', ');
    expect(cover).toHaveAttribute('srcset', srcSet);
    expect(cover).toHaveAttribute(
      'sizes',
      '(min-width: 864px) 800px, (min-width: 768px) calc(100vw - 64px), calc(100vw - 40px)',
    );
    expect(cover).toHaveAttribute('width', '1600');
    expect(cover).toHaveAttribute('height', '1200');
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    const preload = document.head.querySelector('link[rel="preload"][as="image"][fetchpriority="high"]');
    expect(preload).toHaveAttribute('imagesrcset', srcSet);
    expect(preload).toHaveAttribute('imagesizes', cover.getAttribute('sizes'));
    expect(screen.getByRole('heading', { level: 2, name: 'Una pantalla no vende sola' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Volver al blog' }));
    expect(locationRef.current?.pathname).toBe('/blog');
  });

  it('sets the page metadata from the article', async () => {
    await open('carteleria-digital-en-retail', rawArticles);
    await screen.findByRole('heading', { level: 1, name: 'Cartelería digital en retail' });
    expect(document.title).toBe('Cartelería digital en retail | LINX');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Cómo convertir cada pantalla en un vendedor.',
    );
    expect(document.querySelector('meta[property="og:image"]')).toHaveAttribute('content', `${CMS}/uploads/retail.jpg`);
    expect(document.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  });

  it('keeps only safe link protocols and never renders raw HTML', async () => {
    const content = [
      '[web](https://www.linx.cl) [correo](mailto:hola@linx.cl) [chat](xmpp:equipo@linx.cl) [irc](ircs://irc.linx.cl/soporte)',
      '',
      '[malo](javascript:alert(1)) [datos](data:text/html,hola)',
      '',
      '<b data-testid="crudo">crudo</b><script>window.hacked = true</script>',
    ].join('\n');
    await open('seguro', [rawArticle({ slug: 'seguro', content })]);
    await screen.findByRole('heading', { level: 1 });

    expect(screen.getByRole('link', { name: 'web' })).toHaveAttribute('href', 'https://www.linx.cl');
    expect(screen.getByRole('link', { name: 'correo' })).toHaveAttribute('href', 'mailto:hola@linx.cl');
    expect(screen.getByRole('link', { name: 'chat' })).toHaveAttribute('href', 'xmpp:equipo@linx.cl');
    expect(screen.getByRole('link', { name: 'irc' })).toHaveAttribute('href', 'ircs://irc.linx.cl/soporte');
    expect(screen.getByText('malo').closest('a')?.getAttribute('href') ?? '').toBe('');
    expect(screen.getByText('datos').closest('a')?.getAttribute('href') ?? '').toBe('');
    expect(screen.queryByTestId('crudo')).not.toBeInTheDocument();
    expect(document.querySelector('script:not([type="application/ld+json"])')).toBeNull();
  });

  it('shows no cover frame at all and "No img" when cover and avatar are missing', async () => {
    await open('comunicacion-interna', rawArticles);
    await screen.findByRole('heading', { level: 1, name: 'Comunicación interna con pantallas' });
    expect(screen.queryByText('Imagen no disponible')).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Portada del artículo/ })).not.toBeInTheDocument();
    expect(screen.getByText('No img')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /LinkedIn/ })).not.toBeInTheDocument();
  });

  it.each([
    ['an unknown slug', rawArticles],
    ['a failed request', { status: 500, body: {} }],
  ])('shows a Spanish "not found" with a link back for %s', async (_label, routes) => {
    await open('no-existe', routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Artículo no encontrado' })).toBeInTheDocument();
    expect(screen.getByText(/No encontramos el artículo que buscas/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Volver al blog' }));
    expect(locationRef.current?.pathname).toBe('/blog');
  });

  describe('share button', () => {
    const findShare = async () => {
      await open('carteleria-digital-en-retail', rawArticles);
      return screen.findByRole('button', { name: 'Compartir este artículo' });
    };

    it('uses the Web Share API where the browser has it', async () => {
      const share = jest.fn().mockResolvedValue(undefined);
      const writeText = jest.fn().mockResolvedValue(undefined);
      setNavigator('share', share);
      setNavigator('clipboard', { writeText });
      await userEvent.click(await findShare());
      expect(share).toHaveBeenCalledWith({
        title: 'Cartelería digital en retail',
        text: 'Cómo convertir cada pantalla en un vendedor.',
        url: window.location.href,
      });
      expect(writeText).not.toHaveBeenCalled();
    });

    it('does nothing more when the visitor closes the share sheet', async () => {
      const writeText = jest.fn().mockResolvedValue(undefined);
      setNavigator('share', jest.fn().mockRejectedValue(new DOMException('cerrado', 'AbortError')));
      setNavigator('clipboard', { writeText });
      await userEvent.click(await findShare());
      expect(writeText).not.toHaveBeenCalled();
      expect(screen.queryByText(/Enlace copiado|No pudimos copiar/)).not.toBeInTheDocument();
    });

    it('copies the link and confirms in Spanish when sharing is not available', async () => {
      const writeText = jest.fn().mockResolvedValue(undefined);
      setNavigator('clipboard', { writeText });
      await userEvent.click(await findShare());
      expect(writeText).toHaveBeenCalledWith(window.location.href);
      const notice = await screen.findByText('Enlace copiado al portapapeles.');
      expect(notice).toHaveAttribute('aria-live', 'polite');
    });

    it('explains in Spanish when the clipboard refuses', async () => {
      setNavigator('clipboard', { writeText: jest.fn().mockRejectedValue(new Error('NotAllowedError')) });
      await userEvent.click(await findShare());
      expect(await screen.findByText(/No pudimos copiar el enlace/)).toBeInTheDocument();
    });
  });
});
