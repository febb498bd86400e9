import Parser from 'rss-parser';
import { siteFeeds } from '../../shared/src/config/site-feeds.cjs';
import { adminToken, updateSingleType } from '../support/cms-admin';
import { originOf } from '../support/ports';
import { expect, test } from '../support/test';

/**
 * What feed readers, browsers and security researchers read besides the pages (README "SEO"): the
 * Atom feeds of the blog and the cases, announced in the list pages' HTML and written by the
 * renderer from the run's CMS; the icons and web manifest of the build; /.well-known/security.txt.
 */
const SITE_URL = 'https://www.linx.cl';

interface CmsEntry {
  id: number;
  slug?: string;
  title: string;
  updatedAt: string;
  publishedAt: string;
}
const cmsList = async (collection: string): Promise<CmsEntry[]> =>
  ((await (await fetch(`${originOf('cms')}/api/${collection}`)).json()) as { data: CmsEntry[] }).data;

test.describe('Atom feeds', () => {
  for (const feed of siteFeeds) {
    test(`${feed.listPath} announces ${feed.path}; it holds the newest entries of the CMS`, async ({ request }) => {
      const html = await (await request.get(feed.listPath)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toMatch(
        new RegExp(`<link rel="alternate" type="application/atom\\+xml" title="${feed.title}" href="${feed.path}"/?>`),
      );

      const response = await request.get(feed.path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');

      const pathOf = (entry: CmsEntry) =>
        feed.entryPath.replace(':slug', String(entry.slug)).replace(':id', String(entry.id));
      /** The feed, and the newest entries the CMS lists now with their links. */
      const feedAndNewest = async () => {
        const parsed = await new Parser().parseString(await (await request.get(feed.path)).text());
        const entries = await cmsList(feed.key === 'blog' ? 'articles' : 'cases');
        const newest = [...entries]
          .sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt) || b.id - a.id)
          .slice(0, 20);
        const links = (list: (string | undefined)[]) => [...list].sort().join(' ');
        const same =
          links(parsed.items.map((item) => item.link)) === links(newest.map((entry) => `${SITE_URL}${pathOf(entry)}`));
        return { parsed, newest, same };
      };
      // Each render run writes the feeds anew: entries another spec just added or removed may still be on
      // their way into it.
      await expect.poll(async () => (await feedAndNewest()).same, { timeout: 60_000, intervals: [1000] }).toBe(true);
      const { parsed, newest } = await feedAndNewest();
      expect(parsed.title).toBe(feed.title);
      expect(parsed.link).toBe(`${SITE_URL}${feed.listPath}`);
      expect(parsed.items.length).toBe(newest.length);
      expect(parsed.items.length).toBeGreaterThan(0);
      for (const item of parsed.items) {
        expect(item.summary?.length ?? 0, item.link).toBeGreaterThan(20);
        // Each entry's URL is a page the site serves.
        expect((await request.get(new URL(item.link!).pathname)).status(), item.link).toBe(200);
      }
      // The feed's date is the latest change of its entries in the CMS.
      const updated = /<feed[^]*?<updated>([^<]+)<\/updated>/.exec(await (await request.get(feed.path)).text())?.[1];
      expect(updated).toBe(new Date(Math.max(...newest.map((entry) => Date.parse(entry.updatedAt)))).toISOString());
    });
  }
});

test.describe('icons, web manifest and security.txt', () => {
  test('the HTML head links favicon.ico, the touch icon and the manifest; each answers with its type', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    for (const link of [
      'rel=icon href=/favicon.ico',
      'rel=apple-touch-icon href=/apple-touch-icon.png',
      'rel=manifest href=/manifest.webmanifest',
    ]) {
      expect(html).toContain(`<link ${link}`);
    }
    const icon = await request.get('/favicon.ico');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toBe('image/x-icon');
    const touch = await request.get('/apple-touch-icon.png');
    expect(touch.headers()['content-type']).toBe('image/png');
    const png = await touch.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);

    const manifestResponse = await request.get('/manifest.webmanifest');
    expect(manifestResponse.headers()['content-type']).toBe('application/manifest+json');
    const manifest = (await manifestResponse.json()) as {
      name: string;
      short_name: string;
      lang: string;
      theme_color: string;
      icons: Array<{ src: string; sizes: string }>;
    };
    expect(manifest).toMatchObject({ short_name: 'LINX', lang: 'es-CL', theme_color: '#0B1B34' });
    expect(manifest.icons.map((entry) => entry.sizes)).toEqual(['192x192', '512x512']);
    for (const entry of manifest.icons) expect((await request.get(entry.src)).status(), entry.src).toBe(200);
  });

  test('/.well-known/security.txt names the contact, an expiry within a year, languages and its canonical URL', async ({
    request,
  }) => {
    const response = await request.get('/.well-known/security.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toContain('Contact: mailto:contacto@linx.cl\n');
    expect(text).toContain('Preferred-Languages: es, en\n');
    expect(text).toContain(`Canonical: ${SITE_URL}/.well-known/security.txt\n`);
    const expires = Date.parse(/^Expires: (.+)$/m.exec(text)?.[1] ?? '');
    expect(expires).toBeGreaterThan(Date.now());
    expect(expires).toBeLessThan(Date.now() + 365 * 86_400_000);
  });

  test('an editor changes the security contact in the CMS: security.txt names the new one', async ({ request }) => {
    const token = await adminToken(request);
    const uid = 'api::security-contact.security-contact';
    const contact = async () =>
      /^Contact: (.+)$/m.exec(await (await request.get('/.well-known/security.txt')).text())?.[1];
    await updateSingleType(request, token, uid, { email: 'seguridad@linx.cl', policyUrl: `${SITE_URL}/contacto` });
    try {
      await expect.poll(contact, { timeout: 10_000 }).toBe('mailto:seguridad@linx.cl');
      expect(await (await request.get('/.well-known/security.txt')).text()).toContain(`Policy: ${SITE_URL}/contacto\n`);
    } finally {
      await updateSingleType(request, token, uid, { email: 'contacto@linx.cl', policyUrl: null });
    }
    await expect.poll(contact, { timeout: 10_000 }).toBe('mailto:contacto@linx.cl');
  });
});
