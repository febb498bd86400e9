import { expect, test } from '../../support/test';
import { testProcesses, untilRefused, type TestProcess } from '../../support/processes';
import {
  expectFallback,
  expectOwnPage,
  expectSameDocument,
  FALLBACK_TITLE,
  markDocument,
  navigateInApp,
  remoteApps,
  remotePages,
  type RemoteName,
} from '../../support/drill-pages';
import { expectNeverBlankOrDoubled, h1Sequence, watchScreens } from '../../support/drill-screens';
import { drillOrigin, drillPorts } from '../../support/ports';

/**
 * Drill: each remote's server process is killed (SIGKILL), for real. A shell and five remotes of
 * the drill's own (the run's servers stay up for the other specs) serve the same builds and the
 * pages this run rendered ahead of time, with the run's CMS.
 *
 * What a visitor sees, found by recording every screen: on a first visit the page's HTML (rendered
 * ahead of time) shows at once, the shell cannot load the remote to hydrate it, renders in the
 * browser instead ("Cargando…" inside the frame) and then shows the fallback; on a navigation
 * inside the site: "Cargando…", then the fallback. Never a blank page, never two pages at once.
 */
const remotes = Object.keys(remoteApps) as RemoteName[];
const site = drillOrigin('remotesShell');

test.describe('drill: a remote whose server process is killed', () => {
  const processes = testProcesses();
  const servers = {} as Record<RemoteName, TestProcess>;

  test.beforeAll(async () => {
    const remotePorts = Object.fromEntries(remotes.map((name) => [remoteApps[name].portEnv, String(drillPorts[name])]));
    for (const name of remotes) {
      servers[name] = processes.staticServer(remoteApps[name].folder, drillPorts[name], remotePorts);
    }
    const shell = processes.staticServer('shell', drillPorts.remotesShell, {
      SHELL_PORT: String(drillPorts.remotesShell),
      ...remotePorts,
    });
    await Promise.all([...Object.values(servers), shell].map((server) => server.start()));
  });
  test.afterAll(() => processes.stopAll());

  for (const down of remotes) {
    test(`${down}: its pages show the fallback inside the frame, the others work, Reintentar recovers`, async ({
      page,
    }) => {
      const watch = await watchScreens(page);
      const own = remotePages[down];
      await servers[down].kill('SIGKILL');
      await untilRefused(`${drillOrigin(down)}/mf-manifest.json`);

      // First visit: the HTML of the page, then the fallback in its place — never both, never blank.
      await page.goto(`${site}${own.path}`);
      await expectFallback(page);
      await expect(own.ownContent(page)).toHaveCount(0);
      const firstVisit = await watch.screens();
      expectNeverBlankOrDoubled(firstVisit);
      expect(h1Sequence(firstVisit).at(-1)).toBe(FALLBACK_TITLE);
      test.info().annotations.push({ type: 'first visit', description: h1Sequence(firstVisit).join(' → ') });

      // Every other remote's page works meanwhile.
      for (const other of remotes.filter((name) => name !== down)) {
        await page.goto(`${site}${remotePages[other].path}`);
        await expectOwnPage(page, other);
      }

      // A navigation inside the site to the missing remote: a loading state, then the fallback.
      const before = (await watch.screens()).length;
      await navigateInApp(page, own.path);
      await expectFallback(page);
      const navigation = (await watch.screens()).slice(before);
      expectNeverBlankOrDoubled(navigation);
      test.info().annotations.push({ type: 'navigation', description: h1Sequence(navigation).join(' → ') });

      // The server is back: "Reintentar" brings the page itself, in the same document.
      await servers[down].start();
      await markDocument(page);
      await page.getByRole('main').getByRole('button', { name: 'Reintentar' }).click();
      await expectOwnPage(page, down);
      await expectSameDocument(page);
      expectNeverBlankOrDoubled(await watch.screens());
      expect(watch.uncaught, 'uncaught errors').toEqual([]);
    });
  }
});
