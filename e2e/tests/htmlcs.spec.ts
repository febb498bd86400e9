import pa11y from 'pa11y';
import puppeteer, { type Browser } from 'puppeteer';
import { paths } from '../../shared/src/config/paths';
import { siteUrl } from '../support/ports';
import { inLane, leastSitemapUrls } from '../support/routes';
import { expect, test } from '../support/test';

/**
 * The second accessibility engine beside axe (a11y.spec.ts): HTML_CodeSniffer through pa11y, WCAG2AA,
 * in Debian's Chromium, on every URL of the sitemap, the contact thank-you page and the 404 page,
 * from the run's servers: 0 errors (warnings and notices are advice, not failures).
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const NOT_FOUND = '/esta-pagina-no-existe';

/** The sitemap's URLs (canonical origin) as paths of the run's site. */
const sitemapPaths = async (): Promise<string[]> => {
  const xml = await (await fetch(`${siteUrl}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
};

test.describe('HTML_CodeSniffer (pa11y, WCAG2AA): no error on any page', () => {
  test.describe.configure({ timeout: 240_000 });
  let browser: Browser;
  test.beforeAll(async () => {
    // One browser for every page; each page is a new tab, which pa11y closes.
    browser = await puppeteer.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'],
    });
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  test('every sitemap URL, /contacto/exito and the 404 page', async () => {
    const sitemap = (await sitemapPaths()).filter(inLane);
    expect(sitemap.length).toBeGreaterThanOrEqual(leastSitemapUrls);
    const targets = [...sitemap, ...[paths.contactSuccess, NOT_FOUND].filter(inLane)];
    const errors: string[] = [];
    for (const pathname of targets) {
      const { issues } = await pa11y(`${siteUrl}${pathname}`, {
        browser,
        standard: 'WCAG2AA',
        runners: ['htmlcs'],
        includeNotices: false,
        includeWarnings: false,
        timeout: 30_000,
        viewport: { width: 1280, height: 800 },
        // The audit reads the page once React owns it (the markup of the render is the same).
        actions: ['wait for element html[data-interactive] to be added'],
      });
      for (const issue of issues.filter((candidate) => candidate.type === 'error')) {
        errors.push(`${pathname}: ${issue.code} ${issue.selector} — ${issue.message}`);
      }
    }
    expect(errors).toEqual([]);
  });
});
