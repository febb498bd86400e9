import { paths } from '@linx/shared';
import { fireEvent, screen } from '@testing-library/react';
import { seededPageRenderer } from '../testing/seeded-pages';
import { expectConsultancy, expectLoopingVideo, inSection, pageTitle, sectionTitles } from '../testing/page-helpers';
import AudienceMeasurementPage from './audience-measurement-page';

// The page the CMS seeds at its address (cms/src/seed/data/pages), as a fresh CMS answers it.
const renderPage = seededPageRenderer(paths.audienceMeasurement, <AudienceMeasurementPage />);

describe('AudienceMeasurementPage', () => {
  it('sets its metadata and renders its sections in order', async () => {
    await renderPage();
    expect(document.title).toBe('Medición de Audiencia | LINX');
    expect(pageTitle()).toHaveTextContent('Medición de audiencia');
    expect(sectionTitles()).toEqual([
      'Impulsado por PeopleSense',
      'Todo lo que ocurre frente a tu pantalla',
      'Decisiones con datos reales, no con supuestos',
      'Tu audiencia, en un solo panel',
      'Dónde AdReactiON marca la diferencia',
    ]);
  });

  it('opens with the AdReactiON video hero, muted and looping', async () => {
    await renderPage();
    expectLoopingVideo(screen.getByLabelText(/AdReactiON detectando/));
  });

  it('shows its figures and the dashboard', async () => {
    await renderPage();
    const benefits = inSection('Decisiones con datos reales, no con supuestos');
    for (const figure of ['+98%', '+1B', '80%']) expect(benefits.getByText(figure)).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Ejemplo del dashboard de AdReactiON' })).toBeInTheDocument();
  });

  it('sends its calls to action where they belong', async () => {
    await renderPage();
    const scroll = jest.spyOn(Element.prototype, 'scrollIntoView');
    fireEvent.click(screen.getByRole('link', { name: 'Ver el dashboard' }));
    expect(scroll.mock.contexts[0]).toHaveProperty('id', 'dashboard');
    scroll.mockRestore();
    expectConsultancy(screen.getByRole('button', { name: 'Quiero medir mi audiencia' }));
  });
});
