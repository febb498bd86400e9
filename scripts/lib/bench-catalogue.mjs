// How instant the catalogue stays as it grows (scripts/bench-content.mjs --products N, issue 27):
// /productos opened in Chromium as a visitor on a desktop, then searched by typing, filtered by
// each category and a product's detail opened and closed. Each interaction's latency is what the
// browser's Event Timing API reports for it (input until the next frame is painted, the measure of
// Interaction to Next Paint), the longest event of the interaction, rounded by the browser to 8 ms.
/* global window, document, requestAnimationFrame */ // page-side callbacks below
import path from 'node:path';
import { chromium } from 'playwright-core';
import { renderProtocol } from '../../shared/src/rendering/render-protocol.cjs';
import { quantile } from './cluster-load.mjs';
import { chromiumPath } from './render-pass.mjs';

/** Collects every interaction's longest event into `window.__benchInteractions` (id → ms). */
const observeInteractions = () => {
  window.__benchInteractions = {};
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const seen = window.__benchInteractions[entry.interactionId] ?? 0;
      window.__benchInteractions[entry.interactionId] = Math.max(seen, entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
};

/** Latencies (ms) of the interactions `act` makes, once the browser has reported them. */
const interactionsOf = async (page, act) => {
  const before = new Set(await page.evaluate(() => Object.keys(window.__benchInteractions)));
  await act();
  // Event Timing entries arrive after the frame they end in; two frames and a pause cover that.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForTimeout(200);
  const all = await page.evaluate(() => window.__benchInteractions);
  return Object.entries(all)
    .filter(([id]) => !before.has(id))
    .map(([, ms]) => ms);
};

const summary = (latencies) => ({
  interactions: latencies.length,
  p50: latencies.length ? quantile(latencies, 0.5) : 0,
  max: latencies.length ? Math.max(...latencies) : 0,
});

/** /productos with 48 cards shown, at 1280 and 375 px, into the folder `dir` (a look at "Mostrar más"). */
const screenshotShowMore = async (browser, shellOrigin, dir) => {
  for (const width of [1280, 375]) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(`${shellOrigin}/productos`);
    await page.waitForFunction(
      (attribute) => document.documentElement.hasAttribute(attribute),
      renderProtocol.interactiveAttribute,
    );
    await page.getByRole('button', { name: /^Mostrar \d+ productos? más$/ }).click();
    await page.getByRole('button', { name: /^Mostrar \d+ productos? más$/ }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(dir, `productos-mostrar-mas-${width}.png`) });
    await page.close();
  }
};

/**
 * `{ cards, search, category, detail }`: the cards the page shows at first, and per kind of interaction `{ interactions, p50, max }` in ms (an interaction faster
 * than 16 ms is not reported and counts as none).
 */
export const measureCatalogue = async ({ shellOrigin, term = 'pantalla 4k', screenshots }) => {
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--headless=new', '--no-sandbox'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.addInitScript(observeInteractions);
    await page.goto(`${shellOrigin}/productos`);
    await page.waitForFunction(
      (attribute) => document.documentElement.hasAttribute(attribute),
      renderProtocol.interactiveAttribute,
    );
    const cards = await page.locator('main article').count();
    const box = page.getByRole('searchbox', { name: 'Buscar productos' });

    const search = await interactionsOf(page, async () => {
      await box.click();
      for (const key of term) {
        await page.keyboard.type(key);
        await page.waitForTimeout(120);
      }
      await box.fill('');
    });

    const filters = page.getByRole('group', { name: 'Filtrar productos por categoría' }).getByRole('button');
    const category = await interactionsOf(page, async () => {
      for (let i = 0; i < (await filters.count()); i += 1) {
        await filters.nth(i).click();
        await page.waitForTimeout(150);
      }
      await filters.first().click();
    });

    const detail = await interactionsOf(page, async () => {
      for (let i = 0; i < 3; i += 1) {
        await page
          .getByRole('button', { name: /^Detalles de / })
          .nth(i * 5)
          .click();
        await page.waitForTimeout(150);
        await page.getByRole('button', { name: 'Cerrar detalle' }).click();
        await page
          .getByRole('button', { name: /^Detalles de / })
          .first()
          .waitFor();
      }
    });

    if (screenshots) await screenshotShowMore(browser, shellOrigin, screenshots);
    return { cards, search: summary(search), category: summary(category), detail: summary(detail) };
  } finally {
    await browser.close();
  }
};
