// The renderer's browser: Debian's Chromium, driven by playwright-core. A document of the shell loads
// as a visitor's would (the shell, the addresses file), marked as a render pass; then its render
// function renders page after page: each awaits what the page's loader declares and renders it to
// HTML with React's static renderer (shell/src/rendering; docs/rendering.md, "One render"). The names
// both sides use: render-protocol.cjs.
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

/** Pages one document renders before it is replaced by a fresh one (memory stays bounded). */
const RENDERS_PER_DOCUMENT = 200;

export const openRenderer = async () => {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    // Nothing is painted: no GPU, no images decoded, no timers slowed in background documents.
    args: [
      '--no-sandbox',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--no-first-run',
      '--disable-gpu',
      '--disable-extensions',
      '--disable-background-timer-throttling',
      '--disable-renderer-backgrounding',
      '--mute-audio',
      '--blink-settings=imagesEnabled=false',
    ],
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-CL' });
  await context.addInitScript((name) => {
    window[name] = true;
  }, globals.renderPass);

  /**
   * A document of the shell ready to render pages: opened at a page's URL as a visitor's browser
   * would (only its document request marked as a render pass, so the shell's server answers its
   * plain HTML), once its render function is there. `errors` collects the script errors of the
   * page being rendered.
   */
  const openDocument = async (url) => {
    const page = await context.newPage();
    const document = { page, errors: [], renders: 0 };
    page.on('pageerror', (error) => document.errors.push(`JS: ${error.message}`));
    try {
      await page.route(url, (route) =>
        route.continue({ headers: { ...route.request().headers(), [renderPassHeader]: '1' } }),
      );
      // No waiting for the network to go quiet: the render function awaits what the page declares.
      const response = await page.goto(url, { waitUntil: 'domcontentloaded', timeout: PAGE_TIMEOUT_MS });
      if (!response || response.status() >= 500) throw new Error(`HTTP ${response?.status()}`);
      await page.unroute(url);
      await page.waitForFunction((name) => typeof window[name] === 'function', globals.renderPage, {
        timeout: PAGE_TIMEOUT_MS,
      });
      return document;
    } catch (error) {
      await page.close().catch(() => undefined);
      throw Object.assign(error, { pageErrors: document.errors });
    }
  };

  /** Documents free to render the next page (one per concurrent render at most). */
  const idle = [];

  /**
   * Renders one URL; the result's `errors` say why it must not be published. A document renders page
   * after page through its render function (the path given, nothing reloaded); one that met an error
   * is closed, so a failure never carries into the next page.
   */
  const render = async (url) => {
    let document;
    try {
      document = idle.pop() ?? (await openDocument(url));
    } catch (error) {
      return { errors: [...(error.pageErrors ?? []), error.message.split('\n')[0]] };
    }
    document.errors.length = 0;
    let reusable = false;
    try {
      const { pathname } = new URL(url);
      const result = await withTimeout(
        document.page.evaluate(([name, path]) => window[name](path), [globals.renderPage, pathname]),
        PAGE_TIMEOUT_MS,
        'el render no terminó',
      );
      const errors = [...result.errors, ...document.errors];
      reusable = errors.length === 0;
      return { ...result, errors };
    } catch (error) {
      return { errors: [...document.errors, error.message.split('\n')[0]] };
    } finally {
      document.renders += 1;
      if (reusable && document.renders < RENDERS_PER_DOCUMENT) idle.push(document);
      else await document.page.close().catch(() => undefined);
    }
  };

  /** The code the documents loaded (render-run.mjs `codeVersion`). */
  let code = null;
  /**
   * Before a run: when the site's code changed (a release, a new build), the documents open now are
   * closed, and the next ones load the new code.
   */
  const useCode = async (version) => {
    if (version === code) return;
    code = version;
    await Promise.all(idle.splice(0).map((document) => document.page.close().catch(() => undefined)));
  };

  return { render, useCode, connected: () => browser.isConnected(), close: () => browser.close() };
};
