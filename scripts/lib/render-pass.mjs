// The renderer's browser: Debian's Chromium, driven by playwright-core. Each page loads as a
// visitor's would (its remote from the addresses file, its CMS answers), with __LINX_RENDER__ set;
// then __LINX_RENDER_PAGE__ renders it to HTML with React's static renderer (shell/src/rendering).
/* global window */ // the callbacks of addInitScript, waitForFunction and evaluate run in the page
import fs from 'node:fs';
import { chromium } from 'playwright-core';
import { RENDER_PASS_HEADER } from './site-documents.mjs';

export const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';
export const hasChromium = () => fs.existsSync(chromiumPath());

const PAGE_TIMEOUT_MS = 30_000;

export const openRenderer = async () => {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-CL' });
  await context.addInitScript(() => {
    window.__LINX_RENDER__ = true;
  });

  /** Renders one URL; the result's `errors` say why it must not be published. */
  const render = async (url) => {
    const page = await context.newPage();
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(`JS: ${error.message}`));
    try {
      // Only the document request asks the shell for its plain HTML (never a rendered one).
      await page.route(url, (route) =>
        route.continue({ headers: { ...route.request().headers(), [RENDER_PASS_HEADER]: '1' } }),
      );
      const response = await page.goto(url, { waitUntil: 'networkidle', timeout: PAGE_TIMEOUT_MS });
      if (!response || response.status() >= 500) throw new Error(`HTTP ${response?.status()}`);
      await page.waitForFunction(() => typeof window.__LINX_RENDER_PAGE__ === 'function', null, {
        timeout: PAGE_TIMEOUT_MS,
      });
      const result = await page.evaluate(() => window.__LINX_RENDER_PAGE__());
      return { ...result, errors: [...result.errors, ...pageErrors] };
    } catch (error) {
      return { errors: [...pageErrors, error.message.split('\n')[0]] };
    } finally {
      await page.close();
    }
  };

  return { render, close: () => browser.close() };
};
