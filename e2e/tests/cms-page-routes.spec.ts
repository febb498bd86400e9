import fs from 'node:fs';
import path from 'node:path';
import { pageFacts, sitemapPaths, type PageFacts } from '../support/page-facts';
import { expect, test } from '../support/test';

/**
 * The pages built in the CMS that had a route of their own until issue 44 (the home, the landing pages, the
 * service pages, About, the podcast), and pages whose breadcrumbs pass through them or beside them, answer as
 * they did then: the same status, title, canonical link, h1, structured-data types and breadcrumbs, and the
 * sitemap lists the same URLs (e2e/fixtures/cms-page-routes.json, read from the site before the change).
 */
const fixture = JSON.parse(fs.readFileSync(path.join(__dirname, '../fixtures/cms-page-routes.json'), 'utf8')) as {
  pages: Record<string, PageFacts>;
  sitemap: string[];
};

for (const [url, facts] of Object.entries(fixture.pages)) {
  test(`${url} answers with the title, h1, structured data and breadcrumbs it had`, async ({ browser }) => {
    expect(await pageFacts(browser, url)).toEqual(facts);
  });
}

test('the sitemap lists the URLs it listed', async ({ request }) => {
  expect(await sitemapPaths(request)).toEqual(fixture.sitemap);
});
