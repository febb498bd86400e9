// The page loads the Markdown renderer lazily; loading it here keeps its first (cold-cache) transform
// out of the findBy timeouts below.
import '@linx/shared/markdown';
import { cmsCalls, locationRef } from '@linx/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CaseDetailPage from '../../exposes/case-detail-page';
import { rawCase, rawMinimalCase } from '../../testing/cms-fixtures';
import { pageWithFakeCms } from '../../testing/page-with-fake-cms';

const bySlug = (slug: string) => cmsCalls.case.replace(':slug', slug);

const page = pageWithFakeCms(CaseDetailPage, '/casos-exito/:slug');
const { open } = page;

const heading = (name: string) => screen.queryByRole('heading', { level: 2, name });

describe('CaseDetailPage', () => {
  it('reads the whole case by slug, from the list or a shared link alike', async () => {
    await open('/casos-exito/tiendas-andes', { [bySlug('tiendas-andes')]: [rawCase()] });
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Red de cartelería digital en 35 tiendas' }),
    ).toBeInTheDocument();
    expect(page.requests().map((request) => request.url)).toEqual(['/api' + bySlug('tiendas-andes')]);
    expect(document.title).toBe('Red de cartelería digital en 35 tiendas | LINX');
  });

  it('renders every optional section of a complete case', async () => {
    await open('/casos-exito/tiendas-andes', { [bySlug('tiendas-andes')]: [rawCase()] });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText('Tiendas Andes', { selector: 'p' })).toBeInTheDocument();
    // The hero image: the editor's alternative text, every width, the page's LCP.
    const hero = screen.getByRole('img', { name: 'Pantallas en una tienda Andes' });
    expect(hero).toHaveAttribute('src', 'http://cms.test/uploads/tiendas-andes.jpg');
    expect(hero.getAttribute('srcset')).toMatch(/xsmall_tiendas-andes\.jpg 320w, .*tiendas-andes\.jpg 1500w$/);
    expect(hero).toHaveAttribute('sizes', expect.stringContaining('(min-width: 1200px) 523px'));
    expect(hero).toHaveAttribute('width', '1500');
    expect(hero).toHaveAttribute('height', '1000');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(heading('La Empresa')).toBeInTheDocument();
    // Further down: lazy, no priority; without alternative text the page's own description.
    const company = screen.getByRole('img', { name: 'Imagen de Tiendas Andes' });
    expect(company).toHaveAttribute('loading', 'lazy');
    expect(company).not.toHaveAttribute('fetchpriority');
    expect(company).toHaveAttribute(
      'sizes',
      '(min-width: 1200px) 548px, (min-width: 768px) calc(50vw - 52px), calc(100vw - 40px)',
    );
    expect(heading('Una campaña nacional en 15 minutos')).toBeInTheDocument();
    expect(screen.getByText('imprimir afiches').tagName).toBe('STRONG');
    expect(heading('El Desafío')).toBeInTheDocument();
    expect(screen.getByText('Campañas impresas que llegaban tarde')).toBeInTheDocument();
    expect(heading('La Solución')).toBeInTheDocument();
    expect(screen.getByText('120 pantallas administradas desde la nube')).toBeInTheDocument();
    const video = screen.getByLabelText(
      'Video del proyecto: Red de cartelería digital en 35 tiendas',
    ) as HTMLVideoElement;
    expect(video).toHaveAttribute('src', 'http://cms.test/media/video/proyecto.mp4');
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(heading('Resultados Destacados')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '+45% engagement' })).toBeInTheDocument();
    expect(screen.getByText('Para publicar una campaña en todo el país.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('hides every optional section of a minimal case', async () => {
    await open('/casos-exito/minera-altiplano', { [bySlug('minera-altiplano')]: [rawMinimalCase] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Comunicación interna en faenas mineras' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Imagen no disponible')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Comunicación interna en faenas mineras/ })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml,/),
    );
    for (const name of ['La Empresa', 'El Desafío', 'La Solución', 'El proyecto en acción', 'Resultados Destacados']) {
      expect(heading(name)).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('region', { name: /Galería/ })).not.toBeInTheDocument();
    expect(document.querySelector('video')).toBeNull();
  });

  it.each([
    ['"La Empresa" without its image', { contentCompanyImage: null }, 'La Empresa'],
    ['"La Empresa" without its description', { contentCompanyDescription: null }, 'La Empresa'],
    ['the media block without media', { outstandingMedia: [] }, 'Una campaña nacional en 15 minutos'],
    ['the media block without its title', { outstandingTitle: null }, 'Una campaña nacional en 15 minutos'],
    ['the media block without content', { outstandingContent: null }, 'Una campaña nacional en 15 minutos'],
    ['challenge and solution with only challenges', { contentSolutions: [] }, 'El Desafío'],
    ['challenge and solution with only solutions', { contentChallenges: [] }, 'La Solución'],
    ['the video without its URL', { contentVideoUrl: null }, 'El proyecto en acción'],
    ['the results without results', { contentResults: [] }, 'Resultados Destacados'],
  ])('hides %s', async (_label, overrides, hidden) => {
    await open('/casos-exito/tiendas-andes', { [bySlug('tiendas-andes')]: [rawCase(overrides)] });
    await screen.findByRole('heading', { level: 1 });
    expect(heading(hidden)).not.toBeInTheDocument();
  });

  it.each([
    ['an unknown slug', { [bySlug('no-existe')]: [] }],
    ['a failed request', { [bySlug('no-existe')]: { status: 500, body: {} } }],
  ])('shows a Spanish "not found" with a link back for %s', async (_label, routes) => {
    await open('/casos-exito/no-existe', routes);
    expect(await screen.findByRole('heading', { level: 1, name: 'Caso de éxito no encontrado' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Volver a casos de éxito' }));
    expect(locationRef.current?.pathname).toBe('/casos-exito');
  });

  it('links back to the list from a case', async () => {
    await open('/casos-exito/tiendas-andes', { [bySlug('tiendas-andes')]: [rawCase()] });
    await userEvent.click(await screen.findByRole('link', { name: 'Volver a casos de éxito' }));
    expect(locationRef.current?.pathname).toBe('/casos-exito');
  });
});
