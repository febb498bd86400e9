import { act, fireEvent, screen, within } from '@testing-library/react';
import { setRuntimeConfig } from '@linx/shared';
import { carouselLoaded, locationRef, renderWithProviders } from '@linx/shared/testing';
import { seededSection } from '../../testing/seeded-pages';
import { sectionIcon } from '../section-registry/section-icons';
import { ServiceCarousel } from './service-carousel';

/** The home's services carousel as the CMS seeds it (cms/src/seed/data/pages/home.js). */
const HomeServices = () => {
  const section = seededSection('/', 'service-carousel');
  const slides = section.slides.map((slide) => ({ ...slide, icon: sectionIcon(slide.icon) }));
  return <ServiceCarousel label={section.carouselLabel} moreLabel={section.moreLabel} slides={slides} />;
};

const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const current = () => screen.getByRole('button', { current: true }).getAttribute('aria-label');
/** The visible slide's title (inactive slides are hidden from assistive tech). */
const shown = () => screen.getByRole('heading', { level: 3 }).textContent;

describe('ServiceCarousel', () => {
  beforeAll(carouselLoaded);
  beforeEach(() => {
    setRuntimeConfig({ cmsUrl: 'http://cms.test' });
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('shows five services with arrows, dots and a pause button', () => {
    renderWithProviders(<HomeServices />);
    const region = screen.getByRole('region', { name: 'Servicios de LINX' });
    expect(within(region).getAllByRole('button', { name: /Ir a la diapositiva/ })).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Diapositiva anterior' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pausar rotación automática' })).toBeInTheDocument();
    expect(shown()).toBe('Señalización Digital');
    expect(
      within(screen.getByRole('list', { name: 'Categorías' })).getByText('Experiencia al Cliente'),
    ).toBeInTheDocument();
  });

  it('advances every 5 s and wraps from the last service to the first', () => {
    renderWithProviders(<HomeServices />);
    tick(4999);
    expect(shown()).toBe('Señalización Digital');
    tick(1);
    expect(shown()).toBe('Gestión de Contenidos');
    tick(15000);
    expect(shown()).toBe('Asistente IA');
    expect(current()).toBe('Ir a la diapositiva 5');
    tick(5000);
    expect(shown()).toBe('Señalización Digital');
  });

  it('wraps backwards with the previous arrow and then stops autoplay', () => {
    renderWithProviders(<HomeServices />);
    const previous = screen.getByRole('button', { name: 'Diapositiva anterior' });
    fireEvent.click(previous);
    fireEvent.blur(previous);
    expect(shown()).toBe('Asistente IA');
    tick(20000);
    expect(shown()).toBe('Asistente IA');
    expect(screen.getByRole('button', { name: 'Reanudar rotación automática' })).toBeInTheDocument();
  });

  it('jumps with a dot and stops autoplay for good', () => {
    renderWithProviders(<HomeServices />);
    const dot = screen.getByRole('button', { name: 'Ir a la diapositiva 4' });
    fireEvent.click(dot);
    fireEvent.blur(dot);
    expect(shown()).toBe('Medición de Audiencia');
    expect(dot).toHaveAttribute('aria-current', 'true');
    tick(30000);
    expect(shown()).toBe('Medición de Audiencia');
  });

  it('"Conocer más" goes to the slide route and scrolls to the top', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo');
    renderWithProviders(<HomeServices />);
    fireEvent.click(screen.getByRole('button', { name: 'Ir a la diapositiva 3' }));
    const more = screen.getByRole('link', { name: 'Conocer más sobre Lift and Learn' });
    expect(more).toHaveAttribute('href', '/servicios/lift-and-learn');
    fireEvent.click(more);
    expect(locationRef.current?.pathname).toBe('/servicios/lift-and-learn');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
    scrollTo.mockRestore();
  });

  it('links every service to its own page', () => {
    renderWithProviders(<HomeServices />);
    const routes: string[] = [];
    for (let n = 1; n <= 5; n += 1) {
      fireEvent.click(screen.getByRole('button', { name: `Ir a la diapositiva ${n}` }));
      routes.push(screen.getByRole('link', { name: /^Conocer más/ }).getAttribute('href') ?? '');
    }
    expect(routes).toEqual([
      '/servicios/senalizacion-digital',
      '/servicios/gestion-contenidos',
      '/servicios/lift-and-learn',
      '/servicios/medicion-audiencia',
      '/servicios/asistente-ia',
    ]);
  });
});
