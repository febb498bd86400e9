import { paths } from '@linx/shared';
import { screen } from '@testing-library/react';
import { seededPageRenderer } from '../testing/seeded-pages';
import { expectConsultancy, inSection, pageTitle, sectionTitles } from '../testing/page-helpers';
import CloudPage from './cloud-page';

// The page the CMS seeds at its address (cms/src/seed/data/pages), as a fresh CMS answers it.
const renderPage = seededPageRenderer(paths.cloud, <CloudPage />);

describe('CloudPage', () => {
  it('sets its metadata and renders its sections in order', async () => {
    await renderPage();
    expect(document.title).toBe('Implementación Cloud | LINX');
    expect(pageTitle()).toHaveTextContent('Implementación cloud');
    expect(sectionTitles()).toEqual([
      'Acompañamiento cloud de punta a punta',
      'La nube convierte la infraestructura en una ventaja',
      'Cinco caminos hacia la nube',
      'El motor correcto para cada tipo de dato',
      'Lo que gana tu empresa',
    ]);
  });

  it('describes the services in cards that are not clickable', async () => {
    await renderPage();
    const services = inSection('Acompañamiento cloud de punta a punta');
    expect(services.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(services.queryAllByRole('link')).toHaveLength(0);
    expect(services.queryAllByRole('button')).toHaveLength(0);
  });

  it('lists the five migration strategies and the three databases with their logos', async () => {
    await renderPage();
    const strategies = inSection('Cinco caminos hacia la nube')
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(strategies).toEqual(['Lift and Shift', 'Replatforming', 'Refactoring', 'Repurchase', 'Retire']);
    const databases = inSection('El motor correcto para cada tipo de dato');
    expect(databases.getByText('Almacenamiento de objetos')).toBeInTheDocument();
    expect(databases.getByText('Base de datos clave-valor')).toBeInTheDocument();
    expect(databases.getByText('Base de datos relacional administrada')).toBeInTheDocument();
    expect(databases.getAllByRole('img', { name: /^Logotipo de Amazon/ })).toHaveLength(3);
  });

  it('leads to the contact form from its consultancy buttons', async () => {
    await renderPage();
    expectConsultancy(screen.getByRole('button', { name: 'Evaluar mi migración' }));
  });
});
