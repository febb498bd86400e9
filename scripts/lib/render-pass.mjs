// The renderer's browser: Debian's Chromium, driven by playwright-core. Each page loads as a
// visitor's would (its remote from the addresses file, its CMS answers), marked as a render pass;
// then the page's render function renders it to HTML with React's static renderer
// (shell/src/rendering). The names both sides use: shared/src/rendering/render-protocol.cjs.
/* global window */ // the callbacks of addInitScript, waitForFunction and evaluate run in the page
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { renderProtocol } from '../../shared/src/rendering/render-protocol.cjs';

const { globals, renderPassHeader } = renderProtocol;

export const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const hasChromium = () => fs.existsSync(chromiumPath());

const PAGE_TIMEOUT_MS = 30_000;

export const openRenderer = async () => {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-CL' });
  await context.addInitScript((name) => {
    window[name] = true;
  }, globals.renderPass);

  /** Renders one URL; the result's `errors` say why it must not be published. */
  const render = async (url) => {
    const page = await context.newPage();
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(`JS: ${error.message}`));
    try {
      // Only the document request asks the shell for its plain HTML (never a rendered one).
      await page.route(url, (route) =>
        route.continue({ headers: { ...route.request().headers(), [renderPassHeader]: '1' } }),
      );
      const response = await page.goto(url, { waitUntil: 'networkidle', timeout: PAGE_TIMEOUT_MS });
      if (!response || response.status() >= 500) throw new Error(`HTTP ${response?.status()}`);
      await page.waitForFunction((name) => typeof window[name] === 'function', globals.renderPage, {
        timeout: PAGE_TIMEOUT_MS,
      });
      const result = await page.evaluate((name) => window[name](), globals.renderPage);
      return { ...result, errors: [...result.errors, ...pageErrors] };
    } catch (error) {
      return { errors: [...pageErrors, error.message.split('\n')[0]] };
    } finally {
      await page.close();
    }
  };

  return { render, close: () => browser.close() };
};
