import { test as base, type Page } from '@playwright/test';
import { renderProtocol } from '../../shared/src/rendering/render-protocol.cjs';

export * from '@playwright/test';

/**
 * A page rendered ahead of time is on screen before its scripts run; until React has hydrated it,
 * a click or a key is the browser's alone. A visitor waits for that (a split second); so do the
 * tests: `page.goto` and `page.reload` return once the site marks itself interactive
 * (`data-interactive` on <html>, set after React's first commit). A test that watches the moments
 * before that asks for them with `waitUntil: 'commit'` or `'domcontentloaded'`; pages without the
 * site's #root (the CMS, the lead service) and pages without JavaScript are not waited for.
 */
export const untilInteractive = (page: Page) =>
  page.waitForFunction(
    (attribute) => document.getElementById('root') === null || document.documentElement.hasAttribute(attribute),
    renderProtocol.interactiveAttribute,
  );

type GotoOptions = Parameters<Page['goto']>[1];

const waitsForApp = (options: GotoOptions) =>
  options?.waitUntil === undefined || options.waitUntil === 'load' || options.waitUntil === 'networkidle';

/**
 * A beacon (`navigator.sendBeacon`) never reports its end to the page's network tracking, so a
 * beacon sent before a page is idle would keep `networkidle` waiting forever. Specs browse as a
 * visitor with Global Privacy Control (the shell then sends nothing, docs/decisions.md 14) unless
 * they measure the beacons themselves (`realBeacons: true`). (Routing the beacons instead would turn
 * off the browser's HTTP cache, which other specs measure.)
 */
export const test = base.extend<{ realBeacons: boolean }>({
  realBeacons: [false, { option: true }],
  page: async ({ page, javaScriptEnabled, realBeacons }, provide) => {
    if (!realBeacons)
      await page.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }),
      );
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (waitsForApp(options)) await untilInteractive(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if (waitsForApp(options)) await untilInteractive(page);
        return response;
      };
    }
    await provide(page);
  },
});
