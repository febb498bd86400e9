import path from 'node:path';
import { expect, test, type Page } from '../../support/test';
import { repoRoot, testProcesses } from '../../support/processes';
import { expectOwnPage, FALLBACK_TITLE, navigateInApp, remotePages } from '../../support/drill-pages';
import { expectNeverBlankOrDoubled, h1Sequence, watchScreens } from '../../support/drill-screens';
import { drillOrigin, drillPorts } from '../../support/ports';

/**
 * Drill: the catalogue answers slowly. A real proxy process in front of its server holds every
 * answer (manifest, entry, each chunk) back 5 s. The visitor sees a loading state, then the page —
 * never the fallback, never a blank page — and no file of the remote is asked for twice (the link's
 * hover prefetch and the click share their requests).
 */
const DELAY_MS = 5_000;
const site = drillOrigin('slowShell');
const proxy = drillOrigin('slowProxy');
const catalogue = remotePages.catalogue;

const requestCounts = async (): Promise<Record<string, number>> =>
  (await (await fetch(`${proxy}/__drill/requests`)).json()) as Record<string, number>;
const resetCounts = () => fetch(`${proxy}/__drill/requests`, { method: 'DELETE' });

/** What the proxy received, in order, and how many of those requests are not answered yet. */
const proxyTraffic = async () =>
  (await (await fetch(`${proxy}/__drill/arrivals`)).json()) as { arrivals: string[]; pending: number };

/** The remote has answered everything it was asked, and nothing new came in for a second. */
const untilProxyQuiet = async () => {
  await expect
    .poll(
      async () => {
        const before = await proxyTraffic();
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const after = await proxyTraffic();
        return before.pending === 0 && after.pending === 0 && after.arrivals.length === before.arrivals.length;
      },
      { timeout: 4 * DELAY_MS },
    )
    .toBe(true);
};

/** The browser's requests to the slow remote, for a failing check's message. */
const logRequests = (page: Page): string[] => {
  const log: string[] = [];
  const started = Date.now();
  page.on('request', (request) => {
    if (request.url().startsWith(proxy)) {
      log.push(`${Date.now() - started} ms ${request.resourceType()} ${new URL(request.url()).pathname}`);
    }
  });
  return log;
};

/** Every file of the remote was asked for once, the manifest among them. */
const expectEachFileOnce = async (log: string[]) => {
  const counts = await requestCounts();
  const { arrivals } = await proxyTraffic();
  expect(counts['/mf-manifest.json'], 'the manifest was loaded through the slow proxy').toBe(1);
  expect(
    Object.entries(counts).filter(([, count]) => count > 1),
    `duplicate requests in ${JSON.stringify(counts)}; the browser asked for: ${log.join(', ')}; the proxy got: ${arrivals.join(', ')}`,
  ).toEqual([]);
};

/** The catalogue answers: its count of products, then a search that filters it (the page is live). */
const expectLiveCatalogue = async (page: Page) => {
  const count = page.getByRole('main').getByText(/^\d+ productos?$/);
  await expect(count).toHaveText(/^\d+ productos$/, { timeout: 3 * DELAY_MS });
  await page.getByRole('searchbox', { name: 'Buscar productos' }).fill('PANTALLA TACTIL');
  await expect(count).toHaveText('1 producto', { timeout: 3 * DELAY_MS });
};

test.describe('drill: a remote that answers slowly (5 s per answer)', () => {
  const processes = testProcesses();

  test.beforeAll(async () => {
    const remote = processes.staticServer('mfe-catalogue', drillPorts.slowCatalogue, {
      CATALOGUE_PORT: String(drillPorts.slowCatalogue),
    });
    const slow = processes.run({
      name: 'slow-proxy',
      command: process.execPath,
      args: [
        path.join(repoRoot, 'e2e/support/slow-proxy.mjs'),
        String(drillPorts.slowProxy),
        drillOrigin('slowCatalogue'),
        String(DELAY_MS),
      ],
      env: {},
      readyUrl: `${proxy}/__drill/requests`,
    });
    const shell = processes.staticServer('shell', drillPorts.slowShell, {
      SHELL_PORT: String(drillPorts.slowShell),
      CATALOGUE_URL: proxy,
    });
    await Promise.all([remote.start(), slow.start(), shell.start()]);
  });
  test.afterAll(() => processes.stopAll());

  test('a navigation inside the site: "Cargando…" inside the frame, then the page; each file asked for once', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const watch = await watchScreens(page);
    const log = logRequests(page);
    await page.goto(`${site}/contacto`);
    await expectOwnPage(page, 'contact');
    // Once the first page is done, the shell prefetches the other remotes' entries in idle time:
    // that download (5 s too, and whatever the browser asks after it) is over before the drill
    // starts counting.
    await page.waitForResponse(`${proxy}/remoteEntry.js`, { timeout: 4 * DELAY_MS });
    await untilProxyQuiet();
    await resetCounts();

    const clicked = Date.now();
    await navigateInApp(page, catalogue.path);
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: 'Cargando' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(catalogue.h1, {
      timeout: 4 * DELAY_MS,
    });
    expect(Date.now() - clicked, 'the page waited for the slow remote').toBeGreaterThanOrEqual(DELAY_MS);
    await expectOwnPage(page, 'catalogue');
    await expectLiveCatalogue(page);

    const screens = await watch.screens();
    expectNeverBlankOrDoubled(screens);
    const seen = h1Sequence(screens);
    test.info().annotations.push({ type: 'navigation', description: seen.join(' → ') });
    expect(seen).not.toContain(FALLBACK_TITLE);
    expect(seen.slice(-2)).toEqual(['…', 'Catálogo de Productos']);
    await expectEachFileOnce(log);
    expect(watch.uncaught, 'uncaught errors').toEqual([]);
  });

  test('a first visit: the page as HTML at once, live once the remote has arrived; each file asked for once', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const watch = await watchScreens(page);
    const log = logRequests(page);
    await resetCounts();
    const started = Date.now();
    await page.goto(`${site}${catalogue.path}`, { waitUntil: 'domcontentloaded' });
    // Readable at once, long before the remote's first answer.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(catalogue.h1);
    await expect(catalogue.ownContent(page)).toBeVisible();
    expect(Date.now() - started, 'the HTML did not wait for the remote').toBeLessThan(DELAY_MS);

    // Hydrated (React owns the very h1 of the HTML: no second render) once the remote has arrived.
    await page.evaluate(() => {
      (window as Window & { __drillH1?: Element | null }).__drillH1 = document.querySelector('main h1');
    });
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const now = document.querySelector('main h1');
            const reactOwned = now !== null && Object.keys(now).some((key) => key.startsWith('__reactFiber'));
            return { reactOwned, sameNode: now === (window as Window & { __drillH1?: Element | null }).__drillH1 };
          }),
        { timeout: 4 * DELAY_MS },
      )
      .toEqual({ reactOwned: true, sameNode: true });
    expect(Date.now() - started, 'the page went live only once the slow remote answered').toBeGreaterThanOrEqual(
      DELAY_MS,
    );
    await expectLiveCatalogue(page);
    await expectOwnPage(page, 'catalogue');
    const screens = await watch.screens();
    expectNeverBlankOrDoubled(screens);
    const seen = h1Sequence(screens);
    test.info().annotations.push({ type: 'first visit', description: seen.join(' → ') });
    expect(seen).toEqual(['Catálogo de Productos']);
    await expectEachFileOnce(log);
    expect(watch.uncaught, 'uncaught errors').toEqual([]);
  });
});
