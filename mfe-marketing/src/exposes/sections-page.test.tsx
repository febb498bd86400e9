import { paths } from '@linx/shared';
import { cmsCalls, fakeCmsPerTest, renderWithProviders } from '@linx/shared/testing';
import { screen } from '@testing-library/react';
import { sectionsLoaded } from '../testing/page-helpers';
import { seededPageAnswer } from '../testing/seeded-pages';
import { strapiPage } from '../testing/strapi-page';
import SectionsPage from './sections-page';

const cms = fakeCmsPerTest();
/** A campaign page of a hero, three sections and the closing band (the registry's own test renders every type). */
const campaignPage = (overrides: Parameters<typeof strapiPage>[0] = {}) => {
  const sections = strapiPage().sections ?? [];
  return strapiPage({ sections: [...sections.slice(0, 4), sections.at(-1)!], ...overrides });
};
/** The CMS call of the page at `/<path>` (the fake CMS matches requests decoded). */
const callOf = (path: string) => cmsCalls.page.replace(':path', path);
/** The name and URL of each crumb of the page's JSON-LD, none without a trail. */
const crumbs = () => {
  const graph = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
  const list = graph['@graph']?.find((node: { '@type': string }) => node['@type'] === 'BreadcrumbList');
  return (list?.itemListElement ?? []).map((item: { name: string; item: string }) => [item.name, item.item]);
};

describe('SectionsPage', () => {
  it('renders the CMS page of its path: sections in order, its own title and canonical link', async () => {
    await cms.start({ [callOf('campanas/retail-2027')]: [campaignPage()] });
    renderWithProviders(<SectionsPage />, { route: '/campanas/retail-2027', path: '/*' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pantallas que venden' })).toBeInTheDocument();
    await sectionsLoaded();
    // Every section but the hero is titled by an h2.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Por qué LINX',
      'Resultados',
      'Cómo trabajamos',
      '¿Conversamos?',
    ]);
    expect(document.title).toBe('Retail 2027 | LINX');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/campanas\/retail-2027$/,
    );
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      'Retail 2027 | LINX',
    );
  });

  it('reads the page of a path of one segment, or of several, without its trailing slash', async () => {
    await cms.start({ [callOf('eventos/feria-retail')]: [campaignPage({ path: '/eventos/feria-retail' })] });
    renderWithProviders(<SectionsPage />, { route: '/eventos/feria-retail/', path: '/*' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pantallas que venden' })).toBeInTheDocument();
  });

  it('is the home at /: the page the CMS seeds there, with no breadcrumbs', async () => {
    await cms.start(seededPageAnswer(paths.home));
    renderWithProviders(<SectionsPage />, { route: paths.home, path: '/*' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(document.title).toBe('Cartelería digital, medición de audiencia e IA para empresas | LINX');
    expect(crumbs()).toEqual([]);
  });

  it('names the pages built in the CMS above it in its breadcrumbs by their labels in the CMS', async () => {
    await cms.start({
      [callOf('sobre-nosotros/equipo-ventas')]: [campaignPage({ path: '/sobre-nosotros/equipo-ventas' })],
      [cmsCalls['page-labels']]: [
        { id: 1, documentId: 'inicio', path: '/', label: 'Inicio' },
        { id: 2, documentId: 'nosotros', path: '/sobre-nosotros', label: 'Quiénes somos' },
      ],
    });
    renderWithProviders(<SectionsPage />, { route: '/sobre-nosotros/equipo-ventas', path: '/*' });
    await screen.findByRole('heading', { level: 1, name: 'Pantallas que venden' });
    expect(crumbs()).toEqual([
      ['Inicio', 'https://www.linx.cl/'],
      ['Quiénes somos', 'https://www.linx.cl/sobre-nosotros'],
      ['Retail 2027', 'https://www.linx.cl/sobre-nosotros/equipo-ventas'],
    ]);
  });

  it('says the page is not available, with a retry, when the CMS does not answer', async () => {
    await cms.start({});
    renderWithProviders(<SectionsPage />, { route: '/servicios/seo', path: '/*' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta sección no está disponible en este momento');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.queryByText('404 Not Found')).not.toBeInTheDocument();
  });

  it('is the site’s not-found page when none is published at its path', async () => {
    await cms.start({ [callOf('retirada')]: [] });
    renderWithProviders(<SectionsPage />, { route: '/retirada', path: '/*' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al Inicio' })).toHaveAttribute('href', '/');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);
  });
});
