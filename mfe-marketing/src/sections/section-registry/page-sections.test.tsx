import { setRuntimeConfig } from '@linx/shared';
import { renderWithProviders } from '@linx/shared/testing';
import { screen, within } from '@testing-library/react';
import { sectionsLoaded } from '../../testing/page-helpers';
import { cmsPageFixture, rawSection } from '../../testing/strapi-page';
import type { CmsPageSection } from '../../api/page-types';
import { SECTION_DESCRIPTORS } from '../section-descriptors.generated';
import { PageSections } from './page-sections';

// Rendering every section type on one page takes seconds in jsdom on a busy 2-core machine (CI runs suites side by side).
jest.setTimeout(20_000);

describe('PageSections (the section registry)', () => {
  beforeEach(() => {
    setRuntimeConfig({ cmsUrl: 'http://cms.test' });
    // The team, partner, client and episode sections read collections no server answers here: their failure
    // is their message (or no section), not this test's subject.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('renders every section type of the CMS from a fixture, in order, with one h1', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const page = cmsPageFixture();
    const { container } = renderWithProviders(
      <PageSections path={page.path} sections={page.sections} skipped={page.skipped} icons={page.icons} />,
    );
    await sectionsLoaded();

    // Every descriptor's fixture is on the page, and drawn by its type's view.
    expect(new Set(page.sections.map((section) => `sections.${section.type}`))).toEqual(
      new Set(SECTION_DESCRIPTORS.map((descriptor) => descriptor.component)),
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Pantallas que venden']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Por qué LINX',
      'Resultados',
      'Cómo trabajamos',
      'Dónde sirve',
      'Incluye',
      'Una vitrina viva',
      'Nuestros servicios',
      'Bases de datos',
      'Planes',
      'Proyectos en pantalla',
      'Crea y publica',
      'Tu audiencia, en un panel',
      'Un asistente que resuelve',
      'Dos formas de crecer',
      'Nuestros Servicios',
      'Productos destacados',
      'Empresas que confían',
      'Lo que nos mueve',
      'Nuestro ADN',
      'Nuestro Equipo',
      'Nuestros Partners',
      'Episodios',
      '¿Conversamos?',
    ]);
    // Hero: its image from the Media Library, the consultancy button and the in-page anchor.
    expect(screen.getByRole('img', { name: 'Tienda con pantallas' })).toHaveAttribute(
      'src',
      'http://cms.test/uploads/retail.png',
    );
    expect(screen.getByRole('link', { name: 'Ver cifras' })).toHaveAttribute('href', '/#cifras');
    // Cards, figures, steps, use cases, check list, split section and closing band with their words.
    expect(screen.getByRole('heading', { level: 3, name: 'Pantallas' })).toBeInTheDocument();
    expect(screen.getByText('+45%')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Resultados' })).toHaveAttribute('id', 'cifras');
    expect(within(screen.getByRole('region', { name: 'Por qué LINX' })).getByText('Dos')).toBeInTheDocument();
    expect(screen.getByText('Diagnóstico')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Supermercados' })).toBeInTheDocument();
    expect(screen.getByText('Capacitación')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Vitrina digital' })).toBeInTheDocument();
    const showcase = within(screen.getByRole('region', { name: 'Una vitrina viva' }));
    expect(showcase.getByText('+35%')).toBeInTheDocument();
    expect(showcase.getByRole('region', { name: 'Satisfacción de clientes' })).toHaveTextContent('98%');
    expect(screen.getByRole('link', { name: 'Ver productos' })).toHaveAttribute('href', '/productos');
    expect(screen.getByRole('link', { name: 'Escríbenos' })).toHaveAttribute('href', '/contacto#contact-form');
    // The hero's partner, and the cards with an image or a looping video and their common button.
    const partner = screen.getByRole('complementary', { name: 'En alianza con Rankea Digital' });
    expect(within(partner).getByRole('img', { name: 'Rankea Digital' })).toBeInTheDocument();
    const cards = within(screen.getByRole('region', { name: 'Nuestros servicios' }));
    expect(cards.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Posicionamiento SEO',
      'Campañas SEM',
    ]);
    expect(cards.getByRole('img', { name: 'Resultados' })).toHaveAttribute(
      'src',
      'http://cms.test/uploads/organico.svg',
    );
    const video = cards.getByLabelText('Gráfico en alza');
    expect([...video.querySelectorAll('source')].map((source) => source.getAttribute('type'))).toEqual([
      'video/webm',
      'video/mp4',
    ]);
    expect(cards.getAllByRole('link', { name: 'Solicitar información' })).toHaveLength(2);
    expect(cards.getByText('Tiendas en línea')).toBeInTheDocument();
    // Icons are drawn from the page's data, each by its name.
    const monitor = within(screen.getByRole('region', { name: 'Por qué LINX' })).getByRole('heading', {
      name: 'Pantallas',
    });
    expect(monitor.parentElement?.querySelector('svg')?.innerHTML).toContain(
      '<rect width="20" height="14" x="2" y="3" rx="2"></rect>',
    );
    expect(container.querySelectorAll('svg.lucide').length).toBeGreaterThanOrEqual(Object.keys(page.icons).length);
    // Logo cards with their word-mark and tags; plans with the common button, the featured one primary.
    const databases = within(screen.getByRole('region', { name: 'Bases de datos' }));
    expect(databases.getByRole('img', { name: 'Logotipo de Amazon S3' })).toBeInTheDocument();
    expect(databases.getByText('Almacenamiento de objetos')).toBeInTheDocument();
    expect(databases.getByText('Data lakes')).toBeInTheDocument();
    const plus = within(screen.getByRole('article', { name: 'PLUS' }));
    expect(plus.getByText('Más completo')).toBeInTheDocument();
    expect(plus.getByRole('button', { name: 'Solicitar información' })).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'LITE' })).getByText('Web')).toBeInTheDocument();
    // The case carousel by its own name, the panel with its groups and figures, the demo drawn in code, and the
    // split section with a conversation and titled lists.
    const carousel = within(screen.getByRole('region', { name: 'Implementaciones de ejemplo' }));
    expect(carousel.getByRole('heading', { level: 3, name: 'Cadena de conveniencia' })).toBeInTheDocument();
    const panel = within(screen.getByRole('group', { name: 'Panel de ejemplo' }));
    expect(panel.getByRole('heading', { level: 3, name: 'Tipos de contenido' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Crea y publica' })).getByText('-45%')).toBeInTheDocument();
    const demo = within(screen.getByRole('region', { name: 'Tu audiencia, en un panel' }));
    expect(demo.getByRole('figure', { name: 'Ejemplo del dashboard de AdReactiON' })).toBeInTheDocument();
    const split = within(screen.getByRole('region', { name: 'Un asistente que resuelve' }));
    expect(split.getByRole('heading', { level: 3, name: 'Solicitudes de RR. HH.' })).toBeInTheDocument();
    expect(split.getByRole('figure', { name: 'Conversación de ejemplo con LIA' })).toBeInTheDocument();
    // Concept columns with their link, the services carousel, linked cards, purpose and value cards; the client
    // logos, the team, the partners and the episodes the page read brought inside their sections.
    const column = within(screen.getByRole('article', { name: 'Conecta con tu audiencia' }));
    expect(column.getByRole('link', { name: 'Conocer más' })).toHaveAttribute('href', '/experiencia-cliente');
    const services = within(screen.getByRole('region', { name: 'Servicios de ejemplo' }));
    expect(services.getByRole('link', { name: 'Conocer más sobre Señalización Digital' })).toHaveAttribute(
      'href',
      '/servicios/senalizacion-digital',
    );
    expect(screen.getByRole('link', { name: 'Cloud Signage PLUS' })).toHaveAttribute(
      'href',
      '/servicios/gestion-contenidos',
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Misión' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Ir más allá' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Empresas que confían' })).getAllByRole('img')).toHaveLength(8);
    const team = within(screen.getByRole('region', { name: 'Nuestro Equipo' }));
    expect(team.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Valentina Soto',
      'Rodrigo Salinas',
      'Felipe Araya',
    ]);
    expect(screen.getByRole('img', { name: 'Logo de Vistek' })).toBeInTheDocument();
    const episodes = within(screen.getByRole('region', { name: 'Episodios' }));
    expect(episodes.getByRole('heading', { name: 'Pantallas que venden más' })).toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
  });

  it('skips an unknown or broken section, reports it, and keeps the rest of the page', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const base = cmsPageFixture();
    const page = cmsPageFixture({
      path: '/campanas/rota',
      sections: [
        rawSection({ __component: 'sections.page-hero', id: 1, title: 'Sigue en pie' }),
        rawSection({ __component: 'sections.hologram', id: 2, title: 'Del futuro' }),
        rawSection({ __component: 'sections.stat-cards', id: 3, title: 'Sin cifras', items: [] }),
      ],
    });
    const unknownView = { type: 'carousel-3d', key: 'x' } as unknown as CmsPageSection;
    renderWithProviders(
      <PageSections
        path={page.path}
        sections={[...page.sections, unknownView, base.sections.at(-1)!]}
        skipped={page.skipped}
      />,
    );
    await sectionsLoaded();

    expect(screen.getByRole('heading', { level: 1, name: 'Sigue en pie' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '¿Conversamos?' })).toBeInTheDocument();
    expect(screen.queryByText('Del futuro')).not.toBeInTheDocument();
    expect(screen.queryByText('Sin cifras')).not.toBeInTheDocument();
    const lines = warn.mock.calls.map(([line]) => String(line));
    expect(lines).toEqual([
      '[linx] Sección omitida en /campanas/rota: sections.hologram (posición 2): tipo de sección desconocido',
      '[linx] Sección omitida en /campanas/rota: sections.stat-cards (posición 3): «items» está vacío',
      '[linx] Sección omitida en /campanas/rota: carousel-3d (posición 2): sin vista en el sitio',
    ]);
  });
});
