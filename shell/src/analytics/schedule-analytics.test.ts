import type { SiteLocation } from './beacon';

type Sent = { type: string; path?: string; kind?: string }[];

const sendBeacon = jest.fn((_url: string, _body: string) => true);
const locationAt = (pathname: string): SiteLocation => ({
  state: { location: { pathname } },
  subscribe: () => () => {},
});
const tokenFor = (path: string) =>
  ['eyJhbGciOiJIUzI1NiJ9', Buffer.from(JSON.stringify({ path, status: 'draft' })).toString('base64url'), 'f'].join('.');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A document load of `url` with the real scheduling and beacon code (the browser's `sendBeacon` is
 * the network edge): the page loads, the beacons' chunk starts, the visitor clicks the phone link and
 * leaves (the page is hidden: every queued event goes). Returns the events sent.
 */
async function visitAndLeave(url: string): Promise<Sent> {
  window.history.replaceState(null, '', url);
  jest.resetModules(); // a new document: preview mode is read again from its address
  const { scheduleAnalytics } = await import('./schedule-analytics');
  scheduleAnalytics(locationAt(window.location.pathname));
  await pause(100); // past load and idle time: the chunk has started, if it was scheduled
  document.querySelector<HTMLAnchorElement>('a[href^="tel:"]')?.click();
  window.dispatchEvent(new Event('pagehide'));
  return sendBeacon.mock.calls.flatMap(([, body]) => (JSON.parse(body) as { events: Sent }).events);
}

describe('the beacons', () => {
  beforeAll(() => {
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    // jsdom has no performance timeline: web-vitals then finds no entry, as in a browser without them.
    Object.defineProperty(performance, 'getEntriesByType', { value: () => [], configurable: true });
    document.body.innerHTML = '<a href="tel:+56223456789">Llámanos</a>';
  });
  beforeEach(() => sendBeacon.mockClear());
  afterAll(() => window.history.replaceState(null, '', '/'));

  // First: the visitor's document below leaves its listeners on this window (one page, one document).
  it('send nothing on a preview page: no page view, no vital, no conversion click', async () => {
    expect(
      await visitAndLeave(`/blog/borrador-nunca-publicado?preview=${tokenFor('/blog/borrador-nunca-publicado')}`),
    ).toEqual([]);
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it("send a visitor's page view and conversion click from the same page without a preview", async () => {
    const sent = await visitAndLeave('/blog/un-articulo');
    expect(sent).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'pageview', path: '/blog/un-articulo', entry: true }),
        expect.objectContaining({ type: 'conversion', kind: 'phone', path: '/blog/un-articulo' }),
      ]),
    );
  });
});
