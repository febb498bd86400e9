import { act, fireEvent, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { renderWithProviders } from '../../testing/render';
import { theme } from '../../theme/theme';
import { Carousel } from './carousel';

const slides = ['Uno', 'Dos', 'Tres'];

const renderCarousel = (props: Partial<Parameters<typeof Carousel>[0]> = {}) =>
  renderWithProviders(
    <Carousel label="Servicios" {...props}>
      {slides.map((s) => (
        <p key={s}>{s}</p>
      ))}
    </Carousel>,
  );

const current = () => screen.getByRole('button', { current: true }).getAttribute('aria-label');
const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));

const setReducedMotion = (matches: boolean) => {
  window.matchMedia = ((query: string) => ({
    matches: matches && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
};

describe('Carousel', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    setReducedMotion(false);
  });
  afterEach(() => jest.useRealTimers());

  it('is a labelled region of labelled slides with arrows and dots', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Servicios' });
    expect(region).toHaveAttribute('aria-roledescription', 'carrusel');
    expect(within(region).getAllByRole('group', { name: /de 3$/ })).toHaveLength(3);
    expect(screen.getByRole('group', { name: '2 de 3' })).toHaveAttribute('aria-roledescription', 'diapositiva');
    expect(screen.getByRole('button', { name: 'Diapositiva anterior' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Diapositiva siguiente' })).toBeInTheDocument();
    expect(current()).toBe('Ir a la diapositiva 1');
    expect(screen.queryByRole('button', { name: /rotación automática/ })).not.toBeInTheDocument();
  });

  it('wraps both ways with the arrows when looping', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Diapositiva anterior' }));
    expect(current()).toBe('Ir a la diapositiva 3');
    fireEvent.click(screen.getByRole('button', { name: 'Diapositiva siguiente' }));
    expect(current()).toBe('Ir a la diapositiva 1');
    fireEvent.click(screen.getByRole('button', { name: 'Ir a la diapositiva 2' }));
    expect(current()).toBe('Ir a la diapositiva 2');
  });

  it('stops at the ends without loop', () => {
    renderCarousel({ loop: false });
    expect(screen.getByRole('button', { name: 'Diapositiva anterior' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Ir a la diapositiva 3' }));
    expect(screen.getByRole('button', { name: 'Diapositiva siguiente' })).toBeDisabled();
  });

  it('moves with the arrow keys', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Servicios' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(current()).toBe('Ir a la diapositiva 2');
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(current()).toBe('Ir a la diapositiva 3');
  });

  it('autoplays at its interval and wraps to the first slide', () => {
    renderCarousel({ autoplay: 5000 });
    tick(4999);
    expect(current()).toBe('Ir a la diapositiva 1');
    tick(1);
    expect(current()).toBe('Ir a la diapositiva 2');
    tick(10000);
    expect(current()).toBe('Ir a la diapositiva 1');
  });

  it('stops autoplay for good after a manual move', () => {
    renderCarousel({ autoplay: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Diapositiva siguiente' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Diapositiva siguiente' }));
    tick(20000);
    expect(current()).toBe('Ir a la diapositiva 2');
    expect(screen.getByRole('button', { name: 'Reanudar rotación automática' })).toBeInTheDocument();
  });

  it('keeps autoplaying after a manual move when stopOnInteraction is off', () => {
    renderCarousel({ autoplay: 3000, stopOnInteraction: false });
    const region = screen.getByRole('region', { name: 'Servicios' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    tick(3000);
    expect(current()).toBe('Ir a la diapositiva 3');
  });

  it('pauses on hover and focus, and with the pause button', () => {
    renderCarousel({ autoplay: 3000 });
    const region = screen.getByRole('region', { name: 'Servicios' });
    fireEvent.mouseEnter(region);
    tick(9000);
    expect(current()).toBe('Ir a la diapositiva 1');
    fireEvent.mouseLeave(region);
    tick(3000);
    expect(current()).toBe('Ir a la diapositiva 2');

    const pause = screen.getByRole('button', { name: 'Pausar rotación automática' });
    fireEvent.focus(pause);
    tick(9000);
    expect(current()).toBe('Ir a la diapositiva 2');
    fireEvent.click(pause);
    fireEvent.blur(pause);
    tick(9000);
    expect(current()).toBe('Ir a la diapositiva 2');

    fireEvent.click(screen.getByRole('button', { name: 'Reanudar rotación automática' }));
    tick(3000);
    expect(current()).toBe('Ir a la diapositiva 3');
  });

  it('does not autoplay when reduced motion is preferred, until the visitor presses play', () => {
    setReducedMotion(true);
    renderCarousel({ autoplay: 3000 });
    tick(9000);
    expect(current()).toBe('Ir a la diapositiva 1');
    fireEvent.click(screen.getByRole('button', { name: 'Reanudar rotación automática' }));
    tick(3000);
    expect(current()).toBe('Ir a la diapositiva 2');
  });

  it('hydrating HTML rendered with motion assumed schedules nothing for a visitor who prefers reduced motion', async () => {
    const carousel = (
      <ThemeProvider theme={theme}>
        <Carousel label="Servicios" autoplay={3000}>
          {slides.map((s) => (
            <p key={s}>{s}</p>
          ))}
        </Carousel>
      </ThemeProvider>
    );
    const html = renderToString(carousel);
    setReducedMotion(true);
    const setInterval = jest.spyOn(window, 'setInterval');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const root = await act(async () => hydrateRoot(container, carousel));
    tick(9000);
    expect(setInterval.mock.calls.filter(([, ms]) => ms === 3000)).toEqual([]);
    expect(current()).toBe('Ir a la diapositiva 1');
    expect(screen.getByRole('button', { name: 'Reanudar rotación automática' })).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
    setInterval.mockRestore();
  });

  it('clears its interval on unmount', () => {
    const { unmount } = renderCarousel({ autoplay: 3000 });
    expect(jest.getTimerCount()).toBeGreaterThan(0);
    unmount();
    act(() => jest.runOnlyPendingTimers());
    expect(jest.getTimerCount()).toBe(0);
  });

  it('cross-fades with only the current slide exposed, and swipes', () => {
    renderCarousel({ effect: 'fade' });
    expect(screen.getByRole('group', { name: '1 de 3' })).toBeVisible();
    expect(screen.queryByRole('group', { name: '2 de 3' })).not.toBeInTheDocument();
    const viewport = screen.getByText('Uno').parentElement!.parentElement!.parentElement!;
    // jsdom has no PointerEvent: a MouseEvent of the same type carries clientX.
    fireEvent(viewport, new MouseEvent('pointerdown', { bubbles: true, clientX: 300 }));
    fireEvent(viewport, new MouseEvent('pointerup', { bubbles: true, clientX: 100 }));
    expect(current()).toBe('Ir a la diapositiva 2');
    expect(screen.getByRole('group', { name: '2 de 3' })).toBeInTheDocument();
  });

  it('renders slides from data', () => {
    renderWithProviders(
      <Carousel
        label="Socios"
        items={['A', 'B']}
        renderItem={(item, _i, selected) => <p>{`${item}${selected ? '*' : ''}`}</p>}
      />,
    );
    expect(screen.getByText('A*')).toBeInTheDocument();
    expect(screen.getByText('B')).toBeInTheDocument();
  });
});
