import { paths } from '@linx/shared';
import { act, screen } from '@testing-library/react';
import { seededPageRenderer } from '../testing/seeded-pages';
import { expectConsultancy, inSection, pageTitle, sectionTitles } from '../testing/page-helpers';
import InternalCommunicationsPage from './internal-communications-page';

// The page the CMS seeds at its address (cms/src/seed/data/pages), as a fresh CMS answers it.
const renderPage = seededPageRenderer(paths.internalCommunications, <InternalCommunicationsPage />);

describe('InternalCommunicationsPage', () => {
  afterEach(() => jest.useRealTimers());

  it('sets its metadata and renders every section in order', async () => {
    await renderPage();
    expect(document.title).toBe('Comunicaciones Internas | LINX');
    expect(pageTitle()).toHaveTextContent('Comunicación interna');
    expect(sectionTitles()).toEqual([
      'Crea, publica y mide desde un solo lugar',
      'Tu canal interno más visible',
      'Un asistente que resuelve las solicitudes de tus colaboradores',
      'Dos caminos para conectar a tu organización',
      'Pensado para la realidad de tu industria',
    ]);
  });

  it('shows the dashboard with its three groups and figures', async () => {
    await renderPage();
    const dashboard = inSection('Crea, publica y mide desde un solo lugar');
    const groups = dashboard.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(groups).toEqual(['Plantillas personalizables', 'Tipos de contenido', 'Personalización visual']);
    for (const figure of ['-45%', '+85%', '+60%']) expect(dashboard.getByText(figure)).toBeInTheDocument();
  });

  it('automates HR, documents and support with a scripted work-letter chat', async () => {
    jest.useFakeTimers();
    await renderPage();
    const automation = inSection('Un asistente que resuelve las solicitudes de tus colaboradores');
    const lists = automation.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(lists).toEqual(['Solicitudes de RR. HH.', 'Gestión documental', 'Soporte administrativo']);
    expect(automation.getByText('Hola, necesito una carta de trabajo para el banco.')).toBeInTheDocument();
    expect(automation.queryByText(/Generé tu carta/)).not.toBeInTheDocument();
    for (let step = 0; step < 3; step += 1) act(() => jest.advanceTimersByTime(1600));
    expect(automation.getByText(/Generé tu carta/)).toBeInTheDocument();
  });

  it('lists the solutions and the four sectors', async () => {
    await renderPage();
    const solutions = inSection('Dos caminos para conectar a tu organización').getAllByRole('heading', { level: 3 });
    expect(solutions.map((h) => h.textContent)).toEqual(['Pantallas digitales', 'Comunicación bidireccional']);
    const sectors = inSection('Pensado para la realidad de tu industria').getAllByRole('heading', { level: 3 });
    expect(sectors.map((h) => h.textContent)).toEqual(['Corporativo', 'Salud', 'Educación', 'Manufactura']);
  });

  it('has consultancy buttons in the hero and the automated-process section', async () => {
    await renderPage();
    const buttons = screen.getAllByRole('button', { name: 'Solicitar una consultoría' });
    expect(buttons).toHaveLength(2);
    expectConsultancy(buttons[0]);
  });
});
