import { expect, test, type Response } from '../support/test';
import { adminToken, updateDocument } from '../support/cms-admin';
import { originOf, siteUrl } from '../support/ports';

/**
 * Issue 19: an editor uploads a 4000×3000 phone photo to the Media Library and makes it an article's
 * cover; after the automatic re-render the article's HTML preloads it from <head> and shows it with a
 * `srcset` of Strapi's formats, and a 412-px-wide phone downloads one of the small ones, never the
 * original.
 */
const CMS = originOf('cms');
const ARTICLE_UID = 'api::article.article';
const ALT = 'Edificios de la ciudad al atardecer, vistos desde una vitrina';

interface UploadedFormat {
  url: string;
  width: number;
}
interface Uploaded extends UploadedFormat {
  id: number;
  hash: string;
  height: number;
  alternativeText: string | null;
  formats: Record<string, UploadedFormat>;
}

const htmlOf = async (url: string) => (await fetch(url)).text();

/** "url 640w, url 960w" → [{ url, width }]. */
const candidates = (srcset: string) =>
  srcset.split(',').map((candidate) => {
    const [url, descriptor] = candidate.trim().split(/\s+/);
    return { url, width: Number.parseInt(descriptor ?? '', 10) };
  });

test.describe('media uploaded in the CMS, served responsive', () => {
  test('a 4000×3000 cover: preloaded from the HTML, srcset of Strapi’s formats, a small one on a 412-px phone', async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const { testPhoto, PHOTO_WIDTH, PHOTO_HEIGHT } = await import('../../scripts/audit/test-photo.mjs');
    const token = await adminToken(request);
    const auth = { Authorization: `Bearer ${token}` };
    const [article] = (await (await fetch(`${CMS}/api/articles?sort=id:asc&populate[0]=cover`)).json()).data;
    const previousCover: number | null = article.cover?.id ?? null;
    const url = `${siteUrl}/blog/${article.slug}`;

    // The editor: the photo into the Media Library, with its alternative text.
    const upload = await request.post(`${CMS}/upload`, {
      headers: auth,
      multipart: {
        files: { name: 'vitrina-atardecer.jpg', mimeType: 'image/jpeg', buffer: await testPhoto() },
        fileInfo: JSON.stringify({ alternativeText: ALT }),
      },
    });
    expect(upload.status(), await upload.text()).toBe(201);
    const [file] = (await upload.json()) as Uploaded[];
    expect([file.width, file.height]).toEqual([PHOTO_WIDTH, PHOTO_HEIGHT]);
    const formatWidths = Object.entries(file.formats)
      .filter(([name]) => name !== 'thumbnail')
      .map(([, format]) => format.width);
    expect(formatWidths.length).toBeGreaterThanOrEqual(3);

    try {
      // ...and the article's cover (draft & publish is off: saved is published).
      await updateDocument(request, token, ARTICLE_UID, article.documentId, { cover: file.id });

      // The page is rendered again a few seconds after the save: its HTML preloads the new cover.
      await expect
        .poll(async () => (await htmlOf(url)).includes(file.hash), { timeout: 60_000, intervals: [1000] })
        .toBe(true);
      const html = await htmlOf(url);
      const head = html.slice(0, html.indexOf('</head>'));
      const preload = head.match(/<link rel="preload" as="image"[^>]*>/g)?.find((link) => link.includes(file.hash));
      expect(preload, 'preload of the cover in <head>').toBeTruthy();
      expect(preload).toContain('fetchpriority="high"');
      expect(preload).toMatch(/imagesrcset="[^"]+"/);
      expect(preload).toMatch(/imagesizes="[^"]+"/);

      // A 412-px-wide phone (density 1) opens the article.
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1 });
      const page = await context.newPage();
      const downloads: Array<{ url: string; bytes: number }> = [];
      page.on('response', (response: Response) => {
        if (!response.url().includes(file.hash)) return;
        void response
          .body()
          .then((body) => downloads.push({ url: response.url(), bytes: body.length }))
          .catch(() => undefined);
      });
      await page.goto(url);
      const cover = page.getByRole('img', { name: ALT });
      await expect(cover).toBeVisible();
      await expect(cover).toHaveAttribute('fetchpriority', 'high');
      await expect(cover).toHaveAttribute('width', String(PHOTO_WIDTH));
      await expect(cover).toHaveAttribute('height', String(PHOTO_HEIGHT));
      await expect(cover).toHaveAttribute('sizes', /100vw/);
      const srcset = candidates((await cover.getAttribute('srcset')) ?? '');
      expect(srcset.length).toBeGreaterThanOrEqual(3);
      expect(srcset.map((candidate) => candidate.width)).toEqual([...formatWidths, PHOTO_WIDTH].sort((a, b) => a - b));
      await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

      // What it downloaded: one small format (at most 640 px wide), never the 4000-px original.
      const current = await cover.evaluate((img: HTMLImageElement) => img.currentSrc);
      const chosen = srcset.find((candidate) => candidate.url === current);
      expect(chosen?.width).toBeLessThanOrEqual(640);
      await expect.poll(() => downloads.length).toBeGreaterThan(0);
      expect(downloads.map((download) => download.url)).toEqual([current]);
      expect(downloads.some((download) => download.url === `${CMS}${file.url}`)).toBe(false);
      console.info(`412 px: ${current} (${chosen?.width} px), ${downloads[0].bytes} bytes`);
      await context.close();
    } finally {
      await updateDocument(request, token, ARTICLE_UID, article.documentId, { cover: previousCover });
      await expect
        .poll(async () => (await htmlOf(url)).includes(file.hash), { timeout: 60_000, intervals: [1000] })
        .toBe(false);
      await request.delete(`${CMS}/upload/files/${file.id}`, { headers: auth });
    }
  });
});
