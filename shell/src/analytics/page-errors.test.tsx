import { RemoteBoundary } from '@linx/shared';
import { renderWithProviders } from '@linx/shared/testing';
import { screen } from '@testing-library/react';
import type { SiteLocation } from './beacon';

type Sent = Record<string, unknown>;

const RELEASE = '1.0.1+ab12cd3';
const sendBeacon = jest.fn((_url: string, _body: string) => true);
const locationAt = (pathname: string): SiteLocation => ({
  state: { location: { pathname } },
  subscribe: () => () => {},
});
const sent = (): Sent[] => sendBeacon.mock.calls.flatMap(([, body]) => (JSON.parse(body) as { events: Sent[] }).events);
const bodies = () => sendBeacon.mock.calls.map(([, body]) => body).join('\n');

/** A new document at `url`: its first scripts watch errors (as bootstrap.tsx does), the beacons start later. */
async function load(url: string) {
  window.history.replaceState(null, '', url);
  jest.resetModules();
  // The addresses file of the page: the catalogue from a release, the other remotes from their builds.
  const { setRuntimeConfig } = await import('@linx/shared');
  setRuntimeConfig({
    remotes: {
      marketing: 'http://localhost:3001/mf-manifest.json',
      catalogue: `http://localhost:3002/releases/${RELEASE}/mf-manifest.json`,
      content: 'http://localhost:3003/mf-manifest.json',
      contact: 'http://localhost:3004/mf-manifest.json',
      internal: 'http://localhost:3005/mf-manifest.json',
    },
  });
  const { measuringAllowed } = await import('./measuring');
  const errors = await import('./page-errors');
  if (measuringAllowed()) errors.watchPageErrors();
  return {
    startBeacons: async () => (await import('./beacon')).startBeacon(locationAt(window.location.pathname)),
    leave: () => window.dispatchEvent(new Event('pagehide')),
  };
}

const throwUncaught = (message: string) =>
  window.dispatchEvent(new ErrorEvent('error', { message, filename: 'http://localhost:3002/968.js', lineno: 1 }));
const rejectUnhandled = () => window.dispatchEvent(new Event('unhandledrejection'));

describe("visitors' errors, per remote and release", () => {
  const listeners: [string, EventListenerOrEventListenerObject][] = [];
  const add = window.addEventListener.bind(window);
  beforeAll(() => {
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    Object.defineProperty(performance, 'getEntriesByType', { value: () => [], configurable: true });
    // Each test is a new document: the listeners of the one before go with it.
    jest.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
      listeners.push([type, listener]);
      add(type, listener, options);
    });
  });
  beforeEach(() => {
    sendBeacon.mockClear();
    for (const [type, listener] of listeners.splice(0)) window.removeEventListener(type, listener);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterAll(() => window.history.replaceState(null, '', '/'));

  it('sends errors from before the beacons arrived, with the remote owning the route and its release, no message', async () => {
    const page = await load('/productos');
    throwUncaught('precio de undefined: cliente@correo.cl');
    rejectUnhandled();
    const Exploding = () => {
      throw new Error('falló el render');
    };
    renderWithProviders(<RemoteBoundary load={async () => ({ default: Exploding })} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta sección no está disponible');
    await page.startBeacons();
    page.leave();

    const events = sent();
    expect(events).toEqual(
      expect.arrayContaining([
        { type: 'error', kind: 'error', remote: 'catalogue', release: RELEASE, route: '/productos' },
        { type: 'error', kind: 'rejection', remote: 'catalogue', release: RELEASE, route: '/productos' },
        { type: 'error', kind: 'fallback', remote: 'catalogue', release: RELEASE, route: '/productos' },
        expect.objectContaining({ type: 'pageview', path: '/productos', remote: 'catalogue', release: RELEASE }),
      ]),
    );
    expect(bodies()).not.toMatch(/precio|correo|falló|968\.js|stack/);
  });

  it('names a remote served from its own build "dist", and counts at most five errors a page', async () => {
    const page = await load('/blog');
    await page.startBeacons();
    for (let n = 0; n < 12; n += 1) throwUncaught(`bucle ${n}`);
    page.leave();
    const errors = sent().filter((event) => event.type === 'error');
    expect(errors).toHaveLength(5);
    expect(errors[0]).toEqual({ type: 'error', kind: 'error', remote: 'content', release: 'dist', route: '/blog' });
    expect(sent()).toContainEqual(expect.objectContaining({ type: 'pageview', remote: 'content', release: 'dist' }));
  });

  it('counts nothing on a preview page', async () => {
    const token = [
      'eyJhbGciOiJIUzI1NiJ9',
      Buffer.from(JSON.stringify({ path: '/productos' })).toString('base64url'),
      'f',
    ];
    const page = await load(`/productos?preview=${token.join('.')}`);
    throwUncaught('en una vista previa');
    await page.startBeacons().catch(() => undefined);
    page.leave();
    expect(sent().filter((event) => event.type === 'error')).toEqual([]);
  });
});
