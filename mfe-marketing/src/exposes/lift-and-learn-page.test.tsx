import { paths } from '@linx/shared';
import { renderWithProviders } from '@linx/shared/testing';
import { screen } from '@testing-library/react';
import { expectConsultancy, inSection, pageTitle, sectionTitles } from '../testing/page-helpers';
import LiftAndLearnPage from './lift-and-learn-page';

const renderPage = () => renderWithProviders(<LiftAndLearnPage />, { route: paths.liftAndLearn });

describe('LiftAndLearnPage', () => {
  it('sets its metadata and renders the ScreenTrigger sections in order', () => {
    renderPage();
    expect(document.title).toBe('Lift and Learn | LINX');
    expect(pageTitle()).toHaveTextContent('Lift and Learn');
    expect(screen.getByText('ScreenTrigger')).toBeInTheDocument();
    expect(sectionTitles()).toEqual([
      'Cuatro pasos, cero fricción',
      'Tecnología pensada para el punto de venta',
      'Más interés, más ventas',
      'Ideal para productos que merecen ser contados',
    ]);
  });

  it('explains how it works in four numbered steps', () => {
    renderPage();
    expect(inSection('Cuatro pasos, cero fricción').getAllByRole('listitem')).toHaveLength(4);
  });

  it('shows the use cases premium drinks, electronics, sports shoes and fashion', () => {
    renderPage();
    const titles = inSection('Ideal para productos que merecen ser contados')
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Bebidas premium', 'Electrónica', 'Zapatillas deportivas', 'Moda']);
  });

  it('leads to the contact form from its consultancy buttons', () => {
    renderPage();
    expectConsultancy(screen.getByRole('button', { name: 'Quiero ScreenTrigger en mi tienda' }));
  });
});
