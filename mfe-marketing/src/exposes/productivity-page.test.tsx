import { paths } from '@linx/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { locationRef } from '@linx/shared/testing';
import { seededPageRenderer } from '../testing/seeded-pages';
import ProductivityPage from './productivity-page';

// The page the CMS seeds at its address (cms/src/seed/data/pages), as a fresh CMS answers it.
const renderPage = seededPageRenderer(paths.productivity, <ProductivityPage />);

describe('ProductivityPage', () => {
  it('shows the hero, capabilities, four automation categories, workflow and results', async () => {
    await renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Impulsa tu productividad');
    const categories = screen.getByRole('region', { name: 'Cuatro frentes donde se gana tiempo' });
    expect(
      within(categories)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Documentos', 'Agendamiento', 'Automatización de procesos', 'Comunicación']);
    expect(
      within(screen.getByRole('region', { name: 'Un asistente que trabaja contigo, no en lugar de ti' })).getAllByRole(
        'heading',
        { level: 3 },
      ),
    ).toHaveLength(6);
    expect(screen.getByRole('region', { name: 'Así ponemos a trabajar la automatización' })).toBeInTheDocument();
    const results = screen.getByRole('region', { name: 'Lo que logran nuestros clientes' });
    for (const figure of ['+45%', '−40%']) expect(within(results).getByText(figure)).toBeInTheDocument();
    expect(within(results).getAllByText('+60%')).toHaveLength(2);
    expect(document.title).toBe('Impulsa tu productividad | LINX');
  });

  it('has the consultancy button in its hero, landing on the contact form', async () => {
    await renderPage();
    const hero = screen.getByRole('region', { name: 'Impulsa tu productividad' });
    expect(within(hero).getByRole('link', { name: 'Conocer a LIA' })).toHaveAttribute(
      'href',
      '/servicios/asistente-ia',
    );
    fireEvent.click(within(hero).getByRole('button', { name: 'Solicitar una consultoría' }));
    expect(`${locationRef.current?.pathname}${locationRef.current?.hash}`).toBe('/contacto#contact-form');
  });

  it('closes with a call to action to the contact page', async () => {
    await renderPage();
    const band = screen.getByRole('region', { name: '¿Qué tarea te gustaría no volver a hacer?' });
    fireEvent.click(within(band).getByRole('link', { name: 'Escríbenos' }));
    expect(locationRef.current?.pathname).toBe('/contacto');
  });
});
