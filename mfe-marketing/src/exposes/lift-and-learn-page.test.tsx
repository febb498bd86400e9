import { paths } from '@linx/shared';
import { screen } from '@testing-library/react';
import { expectConsultancy, inSection, pageTitle, sectionTitles } from '../testing/page-helpers';
import { seededPageRenderer } from '../testing/seeded-pages';
import LiftAndLearnPage from './lift-and-learn-page';

// The page the CMS seeds at its address (cms/src/seed/data/pages), as a fresh CMS answers it.
const renderPage = seededPageRenderer(paths.liftAndLearn, <LiftAndLearnPage />);

describe('LiftAndLearnPage', () => {
  it('sets its metadata and renders the ScreenTrigger sections in order', async () => {
    await renderPage();
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

  it('explains how it works in four numbered steps', async () => {
    await renderPage();
    expect(inSection('Cuatro pasos, cero fricción').getAllByRole('listitem')).toHaveLength(4);
  });

  it('shows the use cases premium drinks, electronics, sports shoes and fashion', async () => {
    await renderPage();
    const titles = inSection('Ideal para productos que merecen ser contados')
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['Bebidas premium', 'Electrónica', 'Zapatillas deportivas', 'Moda']);
  });

  it('leads to the contact form from its consultancy buttons', async () => {
    await renderPage();
    expectConsultancy(screen.getByRole('button', { name: 'Quiero ScreenTrigger en mi tienda' }));
  });
});
