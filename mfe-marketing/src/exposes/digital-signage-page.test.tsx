import { paths } from '@linx/shared';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { seededPageRenderer } from '../testing/seeded-pages';
import { expectConsultancy, expectLoopingVideo, inSection, pageTitle, sectionTitles } from '../testing/page-helpers';
import DigitalSignagePage from './digital-signage-page';

// The page the CMS seeds at its address (cms/src/seed/data/pages), as a fresh CMS answers it.
const renderPage = seededPageRenderer(paths.digitalSignage, <DigitalSignagePage />);

const carousel = () => screen.getByRole('region', { name: 'Implementaciones de señalización digital' });
const currentCase = () => within(carousel()).getByRole('button', { current: true }).getAttribute('aria-label');
const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('DigitalSignagePage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sets its metadata and renders its sections in order', async () => {
    await renderPage();
    expect(document.title).toBe('Señalización Digital | LINX');
    expect(pageTitle()).toHaveTextContent('Señalización digital');
    expect(sectionTitles()).toEqual([
      'Pantallas que trabajan por tu negocio',
      'Una solución para cada industria',
      'Cuatro etapas, un solo responsable',
      'El formato adecuado para cada espacio',
      'Proyectos que ya están en pantalla',
      '¿Listo para encender tu red de pantallas?',
    ]);
  });

  it('opens with a muted looping banner video', async () => {
    await renderPage();
    expectLoopingVideo(screen.getByLabelText(/videowall y un tótem digital/));
  });

  it('lists the six application cases, four stages and four screen types', async () => {
    await renderPage();
    const cases = inSection('Una solución para cada industria').getAllByRole('heading', { level: 3 });
    expect(cases.map((h) => h.textContent)).toEqual([
      'Retail',
      'Restaurantes',
      'Malls',
      'Corporativo',
      'Salud',
      'Educación',
    ]);
    expect(inSection('Cuatro etapas, un solo responsable').getAllByRole('listitem')).toHaveLength(4);
    const screens = inSection('El formato adecuado para cada espacio').getAllByRole('heading', { level: 3 });
    expect(screens.map((h) => h.textContent)).toEqual([
      'Pantallas independientes',
      'Videowalls',
      'Pantallas LED',
      'Kioscos interactivos',
    ]);
    expect(screen.getByRole('link', { name: 'Ver catálogo de productos' })).toHaveAttribute('href', paths.products);
  });

  it('autoplays the five implementations every 5 s and stops for good after a manual move', async () => {
    await renderPage();
    expect(
      within(carousel())
        .getAllByRole('group', { hidden: true })
        .filter((g) => /^Caso \d de 5$/.test(g.getAttribute('aria-label') ?? '')),
    ).toHaveLength(5);
    expect(currentCase()).toBe('Ir a la diapositiva 1');
    tick(4999);
    expect(currentCase()).toBe('Ir a la diapositiva 1');
    tick(1);
    expect(currentCase()).toBe('Ir a la diapositiva 2');

    fireEvent.click(within(carousel()).getByRole('button', { name: 'Diapositiva siguiente' }));
    expect(currentCase()).toBe('Ir a la diapositiva 3');
    tick(20000);
    expect(currentCase()).toBe('Ir a la diapositiva 3');
  });

  it('sends every call to action where it belongs', async () => {
    await renderPage();
    const scroll = jest.spyOn(Element.prototype, 'scrollIntoView');
    fireEvent.click(screen.getByRole('link', { name: 'Ver implementaciones' }));
    expect(scroll.mock.contexts[0]).toHaveProperty('id', 'implementaciones');
    expect(screen.getByRole('link', { name: 'Escríbenos' })).toHaveAttribute('href', paths.contact);
    const consultancy = screen.getAllByRole('button', { name: 'Solicitar una consultoría' });
    expect(consultancy).toHaveLength(2);
    expectConsultancy(consultancy[1]);
    scroll.mockRestore();
  });
});
