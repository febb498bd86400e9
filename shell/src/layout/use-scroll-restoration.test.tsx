import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useNavigate } from 'react-router-dom';
import { useScrollRestoration } from './use-scroll-restoration';

const Page = () => {
  useScrollRestoration();
  const navigate = useNavigate();
  return (
    <nav>
      <Link to="/otra">otra página</Link>
      <Link to="/?categoria=led">filtro</Link>
      <Link to="/seccion#parte">sección</Link>
      <button type="button" onClick={() => navigate(-1)}>
        atrás
      </button>
      <h2 id="parte">Parte</h2>
    </nav>
  );
};

const scrollTo = jest.fn();
const scrollBy = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });

/** The page's ResizeObserver: `grow()` reports a change of the page's size, as the browser would. */
const fakeResizeObserver = () => {
  let report: ResizeObserverCallback = () => undefined;
  const disconnect = jest.fn();
  window.ResizeObserver = jest.fn((callback: ResizeObserverCallback) => {
    report = callback;
    return { observe: jest.fn(), unobserve: jest.fn(), disconnect };
  }) as unknown as typeof ResizeObserver;
  const grow = () => act(() => report([], {} as ResizeObserver));
  return { grow, disconnect };
};

const renderPage = () =>
  render(
    <MemoryRouter initialEntries={['/']}>
      <Page />
    </MemoryRouter>,
  );

describe('useScrollRestoration', () => {
  beforeEach(() => {
    scrollTo.mockReset();
    window.scrollTo = scrollTo as typeof window.scrollTo;
    scrollBy(0);
  });

  it('leaves the first page where the browser put it', () => {
    renderPage();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('opens a new page at its top, and back returns where the page was left', async () => {
    renderPage();
    scrollBy(640);
    await userEvent.click(screen.getByRole('link', { name: 'otra página' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, left: 0, behavior: 'instant' });
    scrollBy(0);
    await userEvent.click(screen.getByRole('button', { name: 'atrás' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 640, left: 0, behavior: 'instant' });
  });

  it('keeps the scroll when only the query changes (a filter)', async () => {
    renderPage();
    scrollBy(300);
    await userEvent.click(screen.getByRole('link', { name: 'filtro' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('opens an address with a fragment at the element it names', async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderPage();
    await userEvent.click(screen.getByRole('link', { name: 'sección' }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('heading', { name: 'Parte' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('takes the old position again as a page coming back grows, and holds it until the visitor scrolls', async () => {
    const { grow, disconnect } = fakeResizeObserver();
    // The page behind is still loading: the browser stops short of the position asked for.
    scrollTo.mockImplementation(({ top }: ScrollToOptions) => scrollBy(Math.min(top ?? 0, 200)));
    renderPage();
    scrollBy(640);
    await userEvent.click(screen.getByRole('link', { name: 'otra página' }));
    await userEvent.click(screen.getByRole('button', { name: 'atrás' }));
    expect(window.scrollY).toBe(200);
    scrollTo.mockImplementation(({ top }: ScrollToOptions) => scrollBy(top ?? 0));
    grow();
    expect(window.scrollY).toBe(640);
    // A part above grows once the position is reached; the browser's scroll anchoring follows it.
    scrollBy(1206);
    grow();
    expect(window.scrollY).toBe(640);
    expect(disconnect).not.toHaveBeenCalled();
    act(() => window.dispatchEvent(new Event('wheel')));
    expect(disconnect).toHaveBeenCalled();
  });

  it('holds the position as long as a slow page is short or keeps changing, and lets go once it has settled', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { grow, disconnect } = fakeResizeObserver();
    try {
      renderPage();
      scrollBy(640);
      await user.click(screen.getByRole('link', { name: 'otra página' }));
      // The page behind shows only its frame for three seconds: too short for the position.
      scrollTo.mockImplementation(({ top }: ScrollToOptions) => scrollBy(Math.min(top ?? 0, 200)));
      await user.click(screen.getByRole('button', { name: 'atrás' }));
      act(() => jest.advanceTimersByTime(3000));
      expect(disconnect).not.toHaveBeenCalled();
      scrollTo.mockImplementation(({ top }: ScrollToOptions) => scrollBy(top ?? 0));
      grow();
      expect(window.scrollY).toBe(640);
      // A section every second for five seconds, each moving the position down.
      for (let second = 1; second <= 5; second += 1) {
        act(() => jest.advanceTimersByTime(1000));
        scrollBy(640 + 100 * second);
        grow();
        expect(window.scrollY).toBe(640);
      }
      expect(disconnect).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1500));
      expect(disconnect).toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});
