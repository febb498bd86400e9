// The canary's first visits (docs/releases.md, "The canary"): each rendered page opened in Chromium
// as a visitor's first visit (a fresh context: nothing cached), until React's first commit
// (`data-interactive` on <html>) and the network is quiet, then every section reached for (a still one
// hydrates only then). What it records is judged by
// page-verdict.mjs: errors the page threw or logged (a hydration that did not match among them), the
// remote's boundary fallback (shared/src/ui/remote-boundary/remote-unavailable.tsx), the h1 and the
// title, and the gzip size of the scripts the visit ran, measured as e2e/tests/budgets.spec.ts and
// scripts/audit/measure-bundles.mjs measure a first visit.
/* global window, document */ // the callbacks of evaluate run in the page
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../render-pass.mjs';

const INTERACTIVE_TIMEOUT_MS = 20_000;
const QUIET_TIMEOUT_MS = 10_000;
/** The remote boundary's fallback title (remote-unavailable.tsx). */
const FALLBACK_SELECTOR = '#remote-unavailable-title';
/** The beacons' chunk, loaded after `load` and idle time: a first visit counts it (budgets.spec.ts). */
const BEACON_CHUNK = /\/analytics\.[0-9a-f]+\.js$/;

/**
 * The gzip size of a script, with the app's federation id left out: a build names its own release in
 * it (`"marketing:1.0.0+1040874"`, from MF_BUILD_VERSION), so a release would weigh a few bytes more
 * than the same code live under a shorter name. Its name is not weight: both are measured without it.
 */
export const scriptWeight = (body, app) => {
  const withoutId = app
    ? Buffer.from(body.toString('utf8').replace(new RegExp(`"${app}:[0-9A-Za-z.+_-]+"`, 'g'), `"${app}:"`))
    : body;
  return gzipSync(withoutId, { level: 9 }).length;
};

export const openVisitor = async () => {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    // Images are not what the canary judges: not decoded, not fetched.
    args: [
      '--no-sandbox',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-gpu',
      '--blink-settings=imagesEnabled=false',
    ],
  });

  /**
   * One first visit of `url`: `{ pageErrors, consoleErrors, fallback, headings, title, interactive,
   * jsGzip, provided }`. `quietOrigin`: an address whose requests are answered empty (the live
   * collector, when the canary measures a page of the live site: its visits are not counted).
   * `app`: the federation name whose release id is left out of `jsGzip` (scriptWeight).
   */
  const visit = async (url, { expectedStatus = 200, quietOrigin = null, app = null } = {}) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-CL' });
    if (quietOrigin) await context.route(`${quietOrigin}/**`, (route) => route.fulfill({ status: 204 }));
    const page = await context.newPage();
    const beacons = page
      .waitForResponse((response) => BEACON_CHUNK.test(response.url()), { timeout: QUIET_TIMEOUT_MS })
      .catch(() => null);
    const pageErrors = [];
    const consoleErrors = [];
    const sizes = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const text = message.text();
      // The not-found page's own document answers 404 on purpose; Chromium logs that as an error.
      if (expectedStatus === 404 && /status of 404/.test(text) && message.location().url === url) return;
      consoleErrors.push(text);
    });
    page.on('response', (response) => {
      const request = response.request();
      if (request.resourceType() !== 'script' || request.headers()['sec-purpose']?.includes('prefetch')) return;
      sizes.push(
        response.body().then(
          (body) => scriptWeight(body, app),
          () => 0,
        ),
      );
    });
    try {
      await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
      const interactive = await page
        .waitForFunction(() => document.documentElement.hasAttribute('data-interactive'), null, {
          timeout: INTERACTIVE_TIMEOUT_MS,
        })
        .then(
          () => true,
          () => false,
        );
      await page.waitForLoadState('networkidle', { timeout: QUIET_TIMEOUT_MS }).catch(() => undefined);
      if (interactive) await beacons;
      // The first visit's weight, before anything is reached for.
      const jsGzip = (await Promise.all([...sizes])).reduce((total, size) => total + size, 0);
      if (interactive) {
        // A still section hydrates when the visitor reaches for it (docs/performance.md, "Still parts"): the
        // canary reaches for every section, so a view that does not match its HTML is heard here too.
        await page.evaluate(() =>
          document
            .querySelectorAll('main section')
            .forEach((section) => section.dispatchEvent(new Event('pointerover', { bubbles: true }))),
        );
        await page.waitForLoadState('networkidle', { timeout: QUIET_TIMEOUT_MS }).catch(() => undefined);
      }
      const seen = await page.evaluate((fallbackSelector) => {
        // What each package's copy in the federation share scope came from (the shell's: `from` "shell").
        const provided = {};
        const share = window.__FEDERATION__?.__SHARE__ ?? {};
        for (const scopes of Object.values(share))
          for (const packages of Object.values(scopes))
            for (const [name, versions] of Object.entries(packages))
              for (const [version, entry] of Object.entries(versions))
                if (entry?.from === 'shell') provided[name] = version;
        return {
          fallback: document.querySelector(fallbackSelector) !== null,
          headings: document.querySelectorAll('h1').length,
          title: document.title,
          provided,
        };
      }, FALLBACK_SELECTOR);
      return { pageErrors, consoleErrors, interactive, jsGzip, ...seen };
    } catch (error) {
      pageErrors.push(String(error.message).split('\n')[0]);
      return {
        pageErrors,
        consoleErrors,
        interactive: false,
        jsGzip: 0,
        fallback: false,
        headings: 0,
        title: '',
        provided: {},
      };
    } finally {
      await context.close().catch(() => undefined);
    }
  };

  return { visit, close: () => browser.close() };
};
