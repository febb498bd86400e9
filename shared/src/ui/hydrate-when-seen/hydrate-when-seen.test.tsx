import { act } from '@testing-library/react';
import { lazy } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { dropInitialData } from '../../rendering/initial-data';
import { renderProtocol } from '../../rendering/render-protocol.cjs';
import { arriveAsRenderedHtml } from '../../testing/page-of-html';
import { HydrateWhenSeen } from './hydrate-when-seen';

/** The browser's IntersectionObserver, driven by the test: `show()` brings the watched elements on screen. */
class ScreenObserver {
  static all: ScreenObserver[] = [];
  watched: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    ScreenObserver.all.push(this);
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {
    this.watched = [];
  }
  show() {
    const entries = this.watched.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

/** A section with a button and a site link whose click the app handles (as a router's link does). */
const Plans = ({ onAsk, onFollow = () => undefined }: { onAsk: () => void; onFollow?: () => void }) => (
  <section aria-label="Planes">
    <h2>Planes</h2>
    <button type="button" onClick={onAsk}>
      Solicitar información
    </button>
    <a
      href="/contacto"
      onClick={(event) => {
        event.preventDefault();
        onFollow();
      }}
    >
      Contacto
    </a>
  </section>
);

const renderFlag = renderProtocol.globals.renderPass as 'linxRenderPass';
let root: Root | null = null;
let container: HTMLElement;

/** The section as the render pass writes it, then hydrated with its view's code loaded on demand. */
const hydrateSection = async (
  onAsk: () => void,
  { when = 'seen', onFollow }: { when?: 'seen' | 'used'; onFollow?: () => void } = {},
) => {
  let loaded!: () => void;
  const load = jest.fn(
    () =>
      new Promise<{ default: typeof Plans }>((resolve) => {
        loaded = () => resolve({ default: Plans });
      }),
  );
  const LazyPlans = lazy(load);
  (window as unknown as Record<string, boolean>)[renderFlag] = true;
  container.innerHTML = renderToString(
    <HydrateWhenSeen fallback={<div hidden />} when={when}>
      <Plans onAsk={onAsk} onFollow={onFollow} />
    </HydrateWhenSeen>,
  );
  delete (window as unknown as Record<string, boolean>)[renderFlag];
  const section = container.querySelector('section');
  await act(async () => {
    root = hydrateRoot(
      container,
      <HydrateWhenSeen fallback={<div hidden />} when={when}>
        <LazyPlans onAsk={onAsk} onFollow={onFollow} />
      </HydrateWhenSeen>,
    );
  });
  return { load, section, codeArrives: () => act(async () => loaded()) };
};

describe('HydrateWhenSeen', () => {
  let boxes: jest.SpyInstance;
  beforeAll(arriveAsRenderedHtml);
  beforeEach(() => {
    ScreenObserver.all = [];
    window.IntersectionObserver = ScreenObserver as unknown as typeof IntersectionObserver;
    // jsdom lays nothing out: every element has a box.
    boxes = jest.spyOn(Element.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList);
    container = document.createElement('div');
    document.body.append(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    container.remove();
    boxes.mockRestore();
  });

  it('keeps the HTML and asks for no code until the section comes near the screen, then hydrates it', async () => {
    const { load, section, codeArrives } = await hydrateSection(jest.fn());
    const html = container.innerHTML;
    expect(load).not.toHaveBeenCalled();
    expect(container.querySelector('section')).toBe(section);
    expect(ScreenObserver.all.flatMap((observer) => observer.watched)).toEqual([section]);

    await act(async () => ScreenObserver.all[0].show());
    expect(load).toHaveBeenCalledTimes(1);
    await codeArrives();
    // Hydrated, not rendered again: the same elements, now React's.
    expect(container.querySelector('section')).toBe(section);
    expect(Object.keys(section!).some((key) => key.startsWith('__reactFiber'))).toBe(true);
    expect(container.innerHTML).toBe(html);
  });

  it('answers a tap on a button of the HTML once the section has hydrated, and only once', async () => {
    const onAsk = jest.fn();
    const { load, codeArrives } = await hydrateSection(onAsk);
    const button = container.querySelector('button')!;

    await act(async () => button.click());
    expect(load).toHaveBeenCalledTimes(1);
    expect(onAsk).not.toHaveBeenCalled();

    await codeArrives();
    expect(onAsk).toHaveBeenCalledTimes(1);
    // From now on, taps go straight to React.
    await act(async () => button.click());
    expect(onAsk).toHaveBeenCalledTimes(2);
  });

  it('loads at once a section with no box to watch (hidden, or the fallback of a page rendered in the browser)', async () => {
    boxes.mockReturnValue([] as unknown as DOMRectList);
    const { load, codeArrives } = await hydrateSection(jest.fn());
    expect(load).toHaveBeenCalledTimes(1);
    await codeArrives();
    expect(container.querySelector('section h2')).toHaveTextContent('Planes');
  });

  it('keeps a still part (when="used") as HTML on screen, and hydrates it when the pointer comes over it', async () => {
    const { load, section, codeArrives } = await hydrateSection(jest.fn(), { when: 'used' });
    expect(ScreenObserver.all).toEqual([]);
    expect(load).not.toHaveBeenCalled();

    await act(async () => section!.querySelector('h2')!.dispatchEvent(new Event('pointerover', { bubbles: true })));
    expect(load).toHaveBeenCalledTimes(1);
    await codeArrives();
    expect(container.querySelector('section')).toBe(section);
    expect(Object.keys(section!).some((key) => key.startsWith('__reactFiber'))).toBe(true);
  });

  it('gives a click on a site link of a still part to the app once it has hydrated, not to the browser', async () => {
    const onFollow = jest.fn();
    const { load, codeArrives } = await hydrateSection(jest.fn(), { when: 'used', onFollow });
    const link = container.querySelector('a')!;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });

    await act(async () => link.dispatchEvent(click));
    // Held: the browser does not follow it (a new document), and the app hears of it once hydrated.
    expect(click.defaultPrevented).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(onFollow).not.toHaveBeenCalled();
    await codeArrives();
    expect(onFollow).toHaveBeenCalledTimes(1);
  });

  it('leaves a click with a modifier on a link of a still part to the browser (a new tab)', async () => {
    const { load } = await hydrateSection(jest.fn(), { when: 'used' });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });

    container.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  // Last: leaving the page of HTML is one-way for this file's document.
  it('stops waiting when the visitor leaves the page of HTML: the first navigation hydrates every part left', async () => {
    const { load, section, codeArrives } = await hydrateSection(jest.fn());
    expect(load).not.toHaveBeenCalled();
    await act(async () => dropInitialData());
    expect(load).toHaveBeenCalledTimes(1);
    await codeArrives();
    expect(Object.keys(section!).some((key) => key.startsWith('__reactFiber'))).toBe(true);
  });
});
