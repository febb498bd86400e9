import { act, fireEvent, screen } from '@testing-library/react';
import { locationRef, renderWithProviders } from '@linx/shared/testing';
import { RotatingHero, type RotatingHeroProps } from './rotating-hero';

// The home's hero as the CMS seeds it (cms/src/seed/data/pages/home.js).
const HERO: RotatingHeroProps = {
  eyebrow: 'Everything about links',
  titleStart: 'Creamos vínculos entre',
  phrases: ['tu marca y tu audiencia', 'tus equipos y la tecnología', 'tu negocio y sus asesores'],
  lead: 'Pantallas, contenidos, datos e inteligencia artificial.',
  actions: [{ kind: 'link', label: 'Contacta con un asesor', to: '/contacto', variant: 'primary' }],
  media: <img src="/hero.svg" alt="Videowall" width={640} height={540} />,
  highlights: [{ value: 'Pantallas', label: 'cartelería, videowalls y LED' }],
};

const heading = () => screen.getByRole('heading', { level: 1 });
const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('RotatingHero', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('rotates the three phrases every 3 s and wraps to the first', () => {
    renderWithProviders(<RotatingHero {...HERO} />);
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
    renderWithProviders(<RotatingHero {...HERO} />);
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
    renderWithProviders(<RotatingHero {...HERO} />);
    fireEvent.mouseEnter(heading().closest('section')!.parentElement!);
    tick(9000);
    expect(heading()).toHaveTextContent('tu marca y tu audiencia');
  });

  it('sends "Contacta con un asesor" to /contacto', () => {
    renderWithProviders(<RotatingHero {...HERO} />);
    const cta = screen.getByRole('link', { name: 'Contacta con un asesor' });
    expect(cta).toHaveAttribute('href', '/contacto');
    fireEvent.click(cta);
    expect(locationRef.current?.pathname).toBe('/contacto');
  });

  it('shows its key words under the headline', () => {
    renderWithProviders(<RotatingHero {...HERO} />);
    expect(screen.getByText('Pantallas').closest('li')).toHaveTextContent('Pantallas cartelería, videowalls y LED');
  });
});
