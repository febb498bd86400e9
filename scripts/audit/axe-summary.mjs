// axe-core (WCAG 2.1 A/AA) over each URL at desktop and phone width, plus the phone menu and a
// desktop dropdown open: violations counted by impact. The e2e a11y spec enforces 0 serious/critical.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../lib/apps.mjs';

const require = createRequire(path.join(ROOT, 'e2e', 'package.json'));
const { AxeBuilder } = require('@axe-core/playwright');

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
export const VIEWPORTS = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 812 } };

const settle = async (page) => {
  await page.waitForLoadState('networkidle');
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15000 });
};

const count = async (page) => {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  const byImpact = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const violation of violations) byImpact[violation.impact] += violation.nodes.length;
  return { ...byImpact, rules: violations.map((violation) => `${violation.id} (${violation.impact})`) };
};

/** @returns {Promise<Array<{ url: string, state: string, critical: number, serious: number, moderate: number, minor: number, rules: string[] }>>} */
export const axeSummary = async (browser, urls) => {
  const rows = [];
  const context = await browser.newContext();
  const page = await context.newPage();
  for (const url of urls) {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await page.goto(url);
      await settle(page);
      rows.push({ url, state: name, ...(await count(page)) });
    }
  }
  const home = urls[0];
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto(home);
  await settle(page);
  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('dialog', { name: 'Menú' }).waitFor();
  rows.push({ url: home, state: 'phone menu open', ...(await count(page)) });
  await page.setViewportSize(VIEWPORTS.desktop);
  await page.goto(home);
  await settle(page);
  await page.getByRole('banner').getByRole('button', { name: 'Productos' }).click();
  rows.push({ url: home, state: 'dropdown open', ...(await count(page)) });
  await context.close();
  return rows;
};
