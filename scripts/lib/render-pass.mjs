// The renderer's browser: Debian's Chromium, driven by playwright-core. Each page loads as a
// visitor's would (the shell, the addresses file), marked as a render pass; then its render function
// awaits what the page's loader declares and renders it to HTML with React's static renderer
// (shell/src/rendering; docs/rendering.md). The names both sides use: render-protocol.cjs.
/* global window */ // the callbacks of addInitScript, waitForFunction and evaluate run in the page
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { renderProtocol } from '../../shared/src/rendering/render-protocol.cjs';

const { globals, renderPassHeader } = renderProtocol;

export const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const hasChromium = () => fs.existsSync(chromiumPath());

const PAGE_TIMEOUT_MS = 30_000;

/** The promise's value, or an error with this message after `ms`. */
const withTimeout = (promise, ms, message) => {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${message} en ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
};

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
      // No waiting for the network to go quiet: the render function awaits what the page declares.
      const response = await page.goto(url, { waitUntil: 'domcontentloaded', timeout: PAGE_TIMEOUT_MS });
      if (!response || response.status() >= 500) throw new Error(`HTTP ${response?.status()}`);
      await page.waitForFunction((name) => typeof window[name] === 'function', globals.renderPage, {
        timeout: PAGE_TIMEOUT_MS,
      });
      const result = await withTimeout(
        page.evaluate((name) => window[name](), globals.renderPage),
        PAGE_TIMEOUT_MS,
        'el render no terminó',
      );
      return { ...result, errors: [...result.errors, ...pageErrors] };
    } catch (error) {
      return { errors: [...pageErrors, error.message.split('\n')[0]] };
    } finally {
      await page.close();
    }
  };

  return { render, close: () => browser.close() };
};
