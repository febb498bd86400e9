import type { Browser, APIRequestContext } from '@playwright/test';
import { hasType, typedNodes, type JsonLdNode } from './structured-data';

/**
 * What a visitor and a search engine read of a page from its served HTML (JavaScript off): its status,
 * title, canonical link, h1, the JSON-LD's types and its breadcrumb trail (name and URL of each crumb).
 */
export interface PageFacts {
  status: number;
  title: string;
  canonical: string | null;
  h1: string[];
  types: string[];
  breadcrumbs: [string, string][];
}

const typesOf = (node: JsonLdNode): string[] => (Array.isArray(node['@type']) ? node['@type'] : [node['@type']]);

/** The facts of the page at `url`, read without JavaScript. */
export const pageFacts = async (browser: Browser, url: string): Promise<PageFacts> => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const response = await page.goto(url);
    const graphs = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}') as unknown));
    const nodes = typedNodes(graphs);
    const trail = nodes.find((node) => hasType(node, 'BreadcrumbList'))?.itemListElement as
      { name: string; item: string }[] | undefined;
    return {
      status: response?.status() ?? 0,
      title: await page.title(),
      canonical: await page.locator('head link[rel="canonical"]').getAttribute('href'),
      h1: (await page.locator('h1').allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim()),
      types: [...new Set(nodes.flatMap(typesOf))].sort(),
      breadcrumbs: (trail ?? []).map((crumb) => [crumb.name, crumb.item]),
    };
  } finally {
    await context.close();
  }
};

/** The paths the sitemap lists, sorted (its <loc>s, whatever their origin). */
export const sitemapPaths = async (request: APIRequestContext): Promise<string[]> => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname).sort();
};
