import { cmsCalls, fakeCmsPerTest, renderWithProviders } from '@linx/shared/testing';
import { screen } from '@testing-library/react';
import { sectionsLoaded } from '../testing/page-helpers';
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
