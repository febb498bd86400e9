import { act, fireEvent, screen } from '@testing-library/react';
import { locationRef, renderWithProviders } from '@linx/shared/testing';
import { HomeHero } from './home-hero';

const heading = () => screen.getByRole('heading', { level: 1 });
const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('HomeHero', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('rotates the three phrases every 3 s and wraps to the first', () => {
    renderWithProviders(<HomeHero />);
    expect(heading()).toHaveTextContent('Creamos vínculos entre tu marca y tu audiencia');
    tick(2999);
    expect(heading()).toHaveTextContent('tu marca y tu audiencia');
    tick(1);
    expect(heading()).toHaveTextContent('Creamos vínculos entre tus equipos y la tecnología');
    tick(3000);
    expect(heading()).toHaveTextContent('tu negocio y sus asesores');
    tick(3000);
    expect(heading()).toHaveTextContent('tu marca y tu audiencia');
  });

  it('announces the phrase politely and can be paused', () => {
    renderWithProviders(<HomeHero />);
    const live = heading().querySelector('[aria-live="polite"]');
    expect(live).toHaveTextContent('tu marca y tu audiencia');
    fireEvent.click(screen.getByRole('button', { name: 'Pausar frases del titular' }));
    tick(9000);
    expect(live).toHaveTextContent('tu marca y tu audiencia');
    fireEvent.click(screen.getByRole('button', { name: 'Reanudar frases del titular' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Pausar frases del titular' }));
    tick(3000);
    expect(live).toHaveTextContent('tus equipos y la tecnología');
  });

  it('holds the phrase while the pointer is over the hero', () => {
    renderWithProviders(<HomeHero />);
    fireEvent.mouseEnter(heading().closest('section')!.parentElement!);
    tick(9000);
    expect(heading()).toHaveTextContent('tu marca y tu audiencia');
  });

  it('sends "Contacta con un asesor" to /contacto', () => {
    renderWithProviders(<HomeHero />);
    const cta = screen.getByRole('link', { name: 'Contacta con un asesor' });
    expect(cta).toHaveAttribute('href', '/contacto');
    fireEvent.click(cta);
    expect(locationRef.current?.pathname).toBe('/contacto');
  });

  it('shows the hero picture eagerly with its size', () => {
    renderWithProviders(<HomeHero />);
    const image = screen.getByRole('img', { name: /videowall, tótem interactivo/i });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('height', '540');
  });
});
