import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paths } from '@linx/shared';
import { locationRef, renderWithProviders } from '@linx/shared/testing';
import { fakeCompanyCms } from '../testing/company-cms';
import { sectionsLoaded } from '../testing/page-helpers';
import { seededPageAnswer } from '../testing/seeded-pages';
import HomePage from './home-page';

// Rendering the whole home over a fake CMS takes seconds in jsdom on a busy 2-core machine (CI runs suites side by side).
jest.setTimeout(20_000);

const startCompanyCms = fakeCompanyCms();
/** The fake CMS with the client logos and the home page the CMS seeds (cms/src/seed/data/pages/home.js). */
const startCms = (answers = {}) => startCompanyCms({ ...seededPageAnswer(paths.home), ...answers });
const CLIENTS = 'Empresas que confían en LINX';
const SECTIONS = [
  'Tecnología pensada para tus clientes y para tu equipo',
  'Nuestros Servicios',
  'De la idea a la operación en cuatro pasos',
  'Entiende qué pasa frente a cada góndola',
  'Tu equipo, libre de tareas repetitivas',
  'Soluciones listas para implementar',
  CLIENTS,
  '¿Listo para conectar con tu audiencia?',
];
const sectionTitles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

/** The home page over the fake CMS, once its CMS read has settled (no request outlives its test). */
const openHome = async () => {
  await startCms();
  renderWithProviders(<HomePage />, { route: paths.home });
  return screen.findByRole('region', { name: CLIENTS });
};

describe('HomePage', () => {
  it('has one h1 and every section in order, the client logos from the CMS', async () => {
    await openHome();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(sectionTitles()).toEqual(SECTIONS);
    expect(document.title).toBe('Cartelería digital, medición de audiencia e IA para empresas | LINX');
  });

  it('without a client in the page read, leaves the client logos out, says why, and renders every other section', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await startCms(seededPageAnswer(paths.home, { 'sections.client-logos': [] }));
    renderWithProviders(<HomePage />, { route: paths.home });
    await screen.findByRole('heading', { level: 1 });
    await sectionsLoaded();
    await waitFor(() =>
      expect(warn.mock.calls.map(([line]) => String(line))).toContain(
        '[linx] Sección omitida en /: client-logos (posición 0): La sección «Empresas que confían en LINX» no recibió datos del CMS',
      ),
    );
    expect(sectionTitles()).toEqual(SECTIONS.filter((title) => title !== CLIENTS));
    expect(screen.queryByRole('region', { name: CLIENTS })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('shows two benefit columns of four concept cards linking to the landing pages', async () => {
    await openHome();
    const customer = screen.getByRole('article', { name: 'Conecta con tu audiencia' });
    const productivity = screen.getByRole('article', { name: 'Impulsa tu productividad' });
    expect(within(customer).getAllByRole('heading', { level: 4 })).toHaveLength(4);
    expect(within(productivity).getAllByRole('heading', { level: 4 })).toHaveLength(4);
    expect(within(customer).getByRole('link')).toHaveAttribute('href', '/experiencia-cliente');
    expect(within(productivity).getByRole('link')).toHaveAttribute('href', '/productividad');
  });

  it('lists the four steps and the satisfaction figures', async () => {
    await openHome();
    for (const step of ['Diseño', 'Implementación', 'Entrenamiento', 'Acompañamiento']) {
      expect(screen.getByRole('heading', { level: 3, name: new RegExp(step) })).toBeInTheDocument();
    }
    for (const figure of ['95%', '+40%', '+60%']) expect(screen.getByText(figure)).toBeInTheDocument();
  });

  it.each([
    ['Medición de Audiencia', '/servicios/medicion-audiencia'],
    ['Lift and Learn', '/servicios/lift-and-learn'],
    ['Cloud Digital Signage PLUS', '/servicios/gestion-contenidos'],
    ['Asistente IA', '/servicios/asistente-ia'],
  ])('the product card %s lands on %s', async (name, route) => {
    await openHome();
    const products = screen.getByRole('region', { name: 'Soluciones listas para implementar' });
    const link = within(products).getByRole('link', { name });
    expect(link).toHaveAttribute('href', route);
    fireEvent.click(link);
    expect(locationRef.current?.pathname).toBe(route);
  });

  it('shows eight client logos, lazily loaded with their size', async () => {
    const clients = await openHome();
    const logos = within(clients).getAllByRole('img');
    expect(logos).toHaveLength(8);
    for (const logo of logos) {
      expect(logo).toHaveAttribute('loading', 'lazy');
      expect(logo).toHaveAttribute('height', '64');
      expect(logo.getAttribute('alt')).not.toBe('');
    }
  });

  it('ends with the orange call to action to /contacto', async () => {
    await openHome();
    const band = screen.getByRole('region', { name: '¿Listo para conectar con tu audiencia?' });
    const link = within(band).getByRole('link', { name: 'Contacta con un asesor' });
    fireEvent.click(link);
    expect(locationRef.current?.pathname).toBe('/contacto');
  });
});
