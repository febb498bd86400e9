import { paths } from '@linx/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { seededPageRenderer } from '../testing/seeded-pages';
import { expectConsultancy, inSection, pageTitle, sectionTitles } from '../testing/page-helpers';
import ContentManagementPage from './content-management-page';

// The page the CMS seeds at its address (cms/src/seed/data/pages), as a fresh CMS answers it.
const renderPage = seededPageRenderer(paths.contentManagement, <ContentManagementPage />);

describe('ContentManagementPage', () => {
  it('sets its metadata and renders its sections in order', async () => {
    await renderPage();
    expect(document.title).toBe('Gestión de Contenidos | LINX');
    expect(pageTitle()).toHaveTextContent('Gestión de contenidos');
    expect(sectionTitles()).toEqual([
      'Todo lo que necesitas para operar tu red',
      'Elige el plan que se ajusta a tu operación',
      'Resultados que se notan en tus puntos de venta',
      '¿No tienes contenidos? Los diseñamos por ti',
      'Tus pantallas, siempre con el mensaje correcto',
    ]);
    expect(inSection('Todo lo que necesitas para operar tu red').getAllByRole('heading', { level: 3 })).toHaveLength(4);
  });

  it('offers the LITE and PLUS plans, each with "Solicitar información" to the contact form', async () => {
    await renderPage();
    for (const plan of ['Cloud Signage LITE', 'Cloud Signage PLUS']) {
      const card = screen.getByRole('article', { name: plan });
      expect(within(card).getByRole('heading', { level: 3, name: plan })).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: 'Solicitar información' })).toBeInTheDocument();
    }
    expectConsultancy(
      within(screen.getByRole('article', { name: 'Cloud Signage PLUS' })).getByRole('button', {
        name: 'Solicitar información',
      }),
    );
  });

  it('sends the other calls to action where they belong', async () => {
    await renderPage();
    const scroll = jest.spyOn(Element.prototype, 'scrollIntoView');
    fireEvent.click(screen.getByRole('link', { name: 'Ver planes' }));
    expect(scroll.mock.contexts[0]).toHaveProperty('id', 'planes');
    scroll.mockRestore();
    expect(screen.getByRole('link', { name: 'Contáctanos' })).toHaveAttribute('href', paths.contact);
    expectConsultancy(screen.getByRole('button', { name: 'Cotizar contenidos' }));
  });
});
