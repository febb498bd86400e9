import { siteConfig } from '../../shared/src/config/site-config';
import { siteUrl } from '../support/ports';
import { pageKeyOf } from '../support/routes';
import { hasType, jsonLdBlocks, linkValues, typedNodes, type JsonLdNode } from '../support/structured-data';
import { expect, test } from '../support/test';

/**
 * What search engines and social networks read from every sitemap URL's HTML (docs/site.md,
 * "Structured data"): one JSON-LD graph of typed, linked nodes with absolute URLs, the types each
 * page type must carry, no error from a validator of Google's rich-result rules, and the Google,
 * Twitter and Facebook presets of structured-data-testing-tool.
 */

/** The type (and its fields) each page type carries beside WebSite, Organization and its page. */
const CONTENT_TYPES: Record<string, { type: string; fields: string[] } | undefined> = {
  blogArticle: {
    type: 'BlogPosting',
    fields: ['headline', 'description', 'datePublished', 'author', 'publisher', 'mainEntityOfPage', 'inLanguage'],
  },
  caseDetail: { type: 'Article', fields: ['headline', 'about', 'publisher'] },
  products: { type: 'Product', fields: ['name', 'description', 'image'] },
  materials: { type: 'DigitalDocument', fields: ['name', 'url'] },
  podcast: { type: 'PodcastSeries', fields: ['name', 'description'] },
  ...Object.fromEntries(
    [
      'digitalSignage',
      'contentManagement',
      'liftAndLearn',
      'audienceMeasurement',
      'cloud',
      'aiAssistant',
      'internalCommunications',
      'seo',
    ].map((key) => [
      key,
      { type: 'Service', fields: ['name', 'description', 'serviceType', 'provider', 'areaServed'] },
    ]),
  ),
};
/** Service pages that play videos: one `VideoObject` each, which their `Service` names as `subjectOf`. */
const VIDEOS: Record<string, number> = { digitalSignage: 1, audienceMeasurement: 1, seo: 1 };
const PAGE_KIND: Record<string, string> = {
  services: 'CollectionPage',
  about: 'AboutPage',
  contact: 'ContactPage',
  products: 'CollectionPage',
  blog: 'CollectionPage',
  cases: 'CollectionPage',
  materials: 'CollectionPage',
  podcast: 'CollectionPage',
};

/**
 * Google's Product rich result wants a price, a rating or reviews; the catalogue publishes none of
 * them (prices are quoted per project), and nothing is invented (docs/decisions.md 15).
 */
const NOT_INVENTED = [/"aggregateRating", "offers" or "review"/, /Required attribute "offers" is missing/];

let pages: { url: string; html: string; key: string }[] = [];

test.beforeAll(async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc.replace(siteConfig.siteUrl, siteUrl));
  expect(urls.length).toBeGreaterThan(30);
  pages = await Promise.all(
    urls.map(async (url) => {
      const pathname = new URL(url).pathname;
      return { url, html: await (await request.get(url)).text(), key: pageKeyOf(pathname) };
    }),
  );
});

test('every sitemap URL carries one JSON-LD graph with the types of its page type, linked by @id, every URL absolute', () => {
  for (const { url, html, key } of pages) {
    const blocks = jsonLdBlocks(html);
    expect(blocks, url).toHaveLength(1);
    const nodes = typedNodes(blocks[0]['@graph']);
    const of = (type: string) => nodes.filter((node) => hasType(node, type));
    expect(of('WebSite')[0], url).toMatchObject({ name: 'LINX', inLanguage: 'es-CL' });
    expect(of('Organization')[0]?.name, url).toBe('LINX');
    const page = of(PAGE_KIND[key] ?? 'WebPage')[0];
    expect(page, `${url}: ${PAGE_KIND[key] ?? 'WebPage'}`).toMatchObject({
      isPartOf: { '@id': of('WebSite')[0]['@id'] },
    });
    for (const field of ['name', 'description', 'url']) expect(page[field], `${url}: WebPage.${field}`).toBeTruthy();
    if (new URL(url).pathname !== '/') {
      const crumbs = (of('BreadcrumbList')[0]?.itemListElement ?? []) as { item: string }[];
      expect(crumbs.length, `${url}: BreadcrumbList`).toBeGreaterThanOrEqual(2);
      expect(crumbs.at(-1)?.item).toBe(page.url);
    }
    const content = CONTENT_TYPES[key];
    if (content) {
      const [node] = of(content.type) as JsonLdNode[];
      expect(node, `${url}: ${content.type}`).toBeTruthy();
      for (const field of content.fields) expect(node[field], `${url}: ${content.type}.${field}`).toBeTruthy();
    }
    for (const link of linkValues(blocks[0])) expect(link, `${url}: ${link}`).toMatch(/^https?:\/\//);
  }
});

test('service pages sit below /servicios and publish the videos they play', () => {
  const services = pages.filter(({ key }) => CONTENT_TYPES[key]?.type === 'Service');
  expect(services).toHaveLength(8);
  for (const { url, html, key } of services) {
    const nodes = typedNodes(jsonLdBlocks(html)[0]['@graph']);
    const of = (type: string) => nodes.filter((node) => hasType(node, type));
    const crumbs = (of('BreadcrumbList')[0]?.itemListElement ?? []) as { name: string; item: string }[];
    expect(
      crumbs.map((crumb) => crumb.name),
      url,
    ).toEqual(['Inicio', 'Servicios', of('WebPage')[0].name]);
    expect(crumbs[1].item, url).toBe(`${siteConfig.siteUrl}/servicios`);
    const videos = of('VideoObject');
    expect(videos, url).toHaveLength(VIDEOS[key] ?? 0);
    for (const video of videos) {
      for (const field of ['name', 'description', 'thumbnailUrl', 'contentUrl', 'uploadDate'])
        expect(video[field], `${url}: VideoObject.${field}`).toBeTruthy();
      expect(video.contentUrl, url).toMatch(/^https?:\/\/.+\.mp4$/);
    }
    expect(of('Service')[0].subjectOf ?? [], url).toEqual(videos.map((video) => ({ '@id': video['@id'] })));
  }
});

test('a rich-results validator (Google rules) and the Google, Twitter and Facebook presets find no error', async () => {
  const { default: Validator } = await import('@adobe/structured-data-validator');
  const { default: WebAutoExtractor } = await import('@marbec/web-auto-extractor');
  const { structuredDataTestHtml } = await import('structured-data-testing-tool');
  const presets = await import('structured-data-testing-tool/presets.js');
  const validator = new Validator();
  const extractor = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] });
  for (const { url, html } of pages) {
    const issues = (await validator.validate(extractor.parse(html))) as { severity: string; issueMessage: string }[];
    const errors = issues.filter(
      (issue) => issue.severity === 'ERROR' && !NOT_INVENTED.some((allowed) => allowed.test(issue.issueMessage)),
    );
    expect(
      errors.map((issue) => issue.issueMessage),
      url,
    ).toEqual([]);
    const failed = await structuredDataTestHtml(html, { presets: [presets.Google, presets.Twitter, presets.Facebook] })
      .then(() => [] as string[])
      .catch((error: { res?: { failed?: { description: string }[] } }) =>
        (error.res?.failed ?? []).map((test) => test.description),
      );
    expect(failed, url).toEqual([]);
  }
});

test('an article shares its image with size and text, its dates and its section', () => {
  const article = pages.find((page) => page.key === 'blogArticle');
  expect(article).toBeTruthy();
  const meta = (property: string) =>
    new RegExp(`<meta (?:property|name)="${property}" content="([^"]+)"`).exec(article!.html)?.[1];
  for (const property of [
    'og:image:alt',
    'twitter:image:alt',
    'og:image:width',
    'og:image:height',
    'article:published_time',
    'article:modified_time',
    'article:section',
  ])
    expect(meta(property), property).toBeTruthy();
  expect(meta('og:image')).toMatch(/^https?:\/\//);
});
