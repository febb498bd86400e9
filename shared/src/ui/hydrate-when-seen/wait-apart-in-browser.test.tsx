import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { partOnDemand, WaitApartInBrowser } from './wait-apart-in-browser';

/** A widget whose code arrives when the test says so. */
const widgetOnDemand = () => {
  let arrive!: () => void;
  const Widget = lazy(
    () =>
      new Promise<{ default: ComponentType }>((resolve) => {
        arrive = () => resolve({ default: () => <button type="button">Reproducir</button> });
      }),
  );
  return { Widget, codeArrives: () => act(async () => arrive()) };
};

/** A section: its words, and the widget waiting apart. */
const Section = ({ Widget }: { Widget: ComponentType }) => (
  <Suspense fallback={<p>Sección cargando</p>}>
    <section>
      <h2>Nuestros servicios</h2>
      <WaitApartInBrowser fallback={<span>Video cargando</span>}>
        <Widget />
      </WaitApartInBrowser>
    </section>
  </Suspense>
);

describe('WaitApartInBrowser', () => {
  it('on a page the browser renders, only the widget waits: the section’s words show at once', async () => {
    const { Widget, codeArrives } = widgetOnDemand();
    render(<Section Widget={Widget} />);
    expect(screen.getByRole('heading', { name: 'Nuestros servicios' })).toBeInTheDocument();
    expect(screen.getByText('Video cargando')).toBeInTheDocument();
    await codeArrives();
    expect(screen.getByRole('button', { name: 'Reproducir' })).toBeInTheDocument();
  });

  it('in the page’s HTML it adds no boundary: the section hydrates whole, with the widget, once its code is there', async () => {
    const Ready = () => <button type="button">Reproducir</button>;
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(<Section Widget={Ready} />);
    // One boundary in the HTML, the section's: the widget's words are not a fallback of their own.
    expect(container.innerHTML.match(/<!--\$-->/g)).toHaveLength(1);
    const button = container.querySelector('button')!;

    const { Widget, codeArrives } = widgetOnDemand();
    let root!: Root;
    await act(async () => {
      root = hydrateRoot(container, <Section Widget={Widget} />);
    });
    // Waiting for the widget's code, the section keeps its HTML, not hydrated yet.
    expect(container.querySelector('h2')).toHaveTextContent('Nuestros servicios');
    expect(Object.keys(button).some((key) => key.startsWith('__reactProps'))).toBe(false);
    await codeArrives();
    // The same button, now React's: the section and its widget hydrated together.
    expect(container.querySelector('button')).toBe(button);
    expect(Object.keys(button).some((key) => key.startsWith('__reactProps'))).toBe(true);
    act(() => root.unmount());
    container.remove();
  });
});

/** A player loaded on demand whose code arrives when the test says so, counting how often it was asked for. */
const playerOnDemand = () => {
  let arrive!: () => void;
  let asked = 0;
  const Player = partOnDemand(
    () => {
      asked += 1;
      return new Promise<ComponentType>((resolve) => {
        arrive = () => resolve(() => <button type="button">Reproducir</button>);
      });
    },
    <span>Video cargando</span>,
  );
  return { Player, codeArrives: () => act(async () => arrive()), asked: () => asked };
};

describe('partOnDemand', () => {
  it('drawn before its code is here, it waits apart with its fallback, then shows', async () => {
    const { Player, codeArrives } = playerOnDemand();
    render(<Player />);
    expect(screen.getByText('Video cargando')).toBeInTheDocument();
    await codeArrives();
    expect(screen.getByRole('button', { name: 'Reproducir' })).toBeInTheDocument();
    expect(Player.loaded()).toBe(true);
  });

  it('its code fetched first (preload, once however often asked), it is drawn at once: its fallback never shows', async () => {
    const { Player, codeArrives, asked } = playerOnDemand();
    const preloaded = Player.preload();
    void Player.preload();
    expect(Player.loaded()).toBe(false);
    await codeArrives();
    await preloaded;
    expect(Player.loaded()).toBe(true);

    render(<Player />);
    // The first commit already holds the player: no fallback, no later change of the page's height.
    expect(screen.getByRole('button', { name: 'Reproducir' })).toBeInTheDocument();
    expect(screen.queryByText('Video cargando')).toBeNull();
    expect(asked()).toBe(1);
  });

  it('a preload whose code fails resolves all the same: the part reports the failure where it is drawn', async () => {
    const Broken = partOnDemand<object>(() => Promise.reject(new Error('chunk perdido')), <span>Cargando</span>);
    await expect(Broken.preload()).resolves.toBeUndefined();
    expect(Broken.loaded()).toBe(false);
  });
});
