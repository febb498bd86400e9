import { paths } from '@linx/shared';
import { renderWithProviders } from '@linx/shared/testing';
import { fireEvent, screen } from '@testing-library/react';
import { expectConsultancy, expectLoopingVideo, inSection, pageTitle, sectionTitles } from '../testing/page-helpers';
import AudienceMeasurementPage from './audience-measurement-page';

const renderPage = () => renderWithProviders(<AudienceMeasurementPage />, { route: paths.audienceMeasurement });

describe('AudienceMeasurementPage', () => {
  it('sets its metadata and renders its sections in order', () => {
    renderPage();
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

  it('opens with the AdReactiON video hero, muted and looping', () => {
    renderPage();
    expectLoopingVideo(screen.getByLabelText(/AdReactiON detectando/));
  });

  it('shows its figures and the dashboard', () => {
    renderPage();
    const benefits = inSection('Decisiones con datos reales, no con supuestos');
    for (const figure of ['+98%', '+1B', '80%']) expect(benefits.getByText(figure)).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Ejemplo del dashboard de AdReactiON' })).toBeInTheDocument();
  });

  it('sends its calls to action where they belong', () => {
    renderPage();
    const scroll = jest.spyOn(Element.prototype, 'scrollIntoView');
    fireEvent.click(screen.getByRole('link', { name: 'Ver el dashboard' }));
    expect(scroll.mock.contexts[0]).toHaveProperty('id', 'dashboard');
    scroll.mockRestore();
    expectConsultancy(screen.getByRole('button', { name: 'Quiero medir mi audiencia' }));
  });
});
