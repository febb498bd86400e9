// Issue 19's figures: an editor's 4000×3000 JPEG made an article's cover, then (1) the bytes of the
// cover a 412-px-wide phone downloads (goal ≤ 80 KB) and (2) Lighthouse mobile LCP of that article
// (goal ≤ 2.0 s). Uploads the photo (scripts/audit/test-photo.mjs) through the CMS admin API, sets it
// as the cover, waits for the automatic re-render, measures, then puts the old cover back and deletes
// the upload. Needs the served suite with its CMS and renderer (`npm start`).
//
//   node scripts/audit/media-figures.mjs [--slug <article>] [--runs 3] [--keep]
// Environment: SITE_URL (default the shell's address), CHROME_PATH, CMS_ADMIN_EMAIL / CMS_ADMIN_PASSWORD
// (an admin of that CMS; registered first when the CMS has none).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { apps, ROOT, urlOf } from '../lib/apps.mjs';
import { PHOTO_HEIGHT, PHOTO_WIDTH, testPhoto } from './test-photo.mjs';
import { median } from './median.mjs';

const { chromium } = createRequire(path.join(ROOT, 'e2e', 'package.json'))('@playwright/test');

const option = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const runs = Number(option('runs', 3));
const keep = process.argv.includes('--keep');
const site = (process.env.SITE_URL || urlOf(apps[0])).replace(/\/$/, '');
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const ADMIN = {
  email: process.env.CMS_ADMIN_EMAIL ?? 'e2e.editora@linx.cl',
  password: process.env.CMS_ADMIN_PASSWORD ?? 'EditoraE2e2024',
};
/** Lighthouse's default mobile emulation (Moto G Power): 412 × 823 CSS px at density 1.75. */
const PHONES = [
  { label: '412 px, densidad 1', deviceScaleFactor: 1 },
  { label: '412 px, densidad 1,75 (emulación móvil de Lighthouse)', deviceScaleFactor: 1.75 },
];

const json = async (response) => {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return response.json();
};
const { cmsUrl } = await json(await fetch(`${site}/runtime-config.json`));
const cms = cmsUrl.replace(/\/$/, '');

const adminToken = async () => {
  const { data } = await json(await fetch(`${cms}/admin/init`));
  const body = data?.hasAdmin ? ADMIN : { ...ADMIN, firstname: 'Editora', lastname: 'Medición' };
  const url = `${cms}/admin/${data?.hasAdmin ? 'login' : 'register-admin'}`;
  const answer = await json(
    await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  );
  return answer.data.token;
};

const token = await adminToken();
const auth = { Authorization: `Bearer ${token}` };
const slug = option('slug', '');
const articles = (await json(await fetch(`${cms}/api/articles?sort=id:asc&populate[0]=cover`))).data;
const article = slug ? articles.find((candidate) => candidate.slug === slug) : articles[0];
if (!article) throw new Error(`No hay artículo ${slug}`);
const pageUrl = `${site}/blog/${article.slug}`;
const setCover = async (cover) => {
  const url = `${cms}/content-manager/collection-types/api::article.article/${article.documentId}`;
  const body = JSON.stringify({ cover });
  await json(await fetch(url, { method: 'PUT', headers: { ...auth, 'Content-Type': 'application/json' }, body }));
};
const htmlHas = async (text) => (await (await fetch(pageUrl)).text()).includes(text);
const until = async (check, what, timeoutMs = 90_000) => {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`Sin ${what} en ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
};

console.info(`Foto de ${PHOTO_WIDTH}×${PHOTO_HEIGHT} como portada de ${pageUrl}`);
const photo = await testPhoto();
const form = new FormData();
form.append('files', new Blob([photo], { type: 'image/jpeg' }), 'vitrina-atardecer.jpg');
form.append('fileInfo', JSON.stringify({ alternativeText: 'Edificios de la ciudad al atardecer' }));
const [file] = await json(await fetch(`${cms}/upload`, { method: 'POST', headers: auth, body: form }));
const formats = Object.entries(file.formats ?? {})
  .map(([name, format]) => ({ name, width: format.width, bytes: Math.round(format.size * 1000), mime: format.mime }))
  .sort((a, b) => a.width - b.width);

const result = { measuredAt: new Date().toISOString(), site, page: pageUrl, original: photo.length, formats };
try {
  await setCover(file.id);
  await until(() => htmlHas(file.hash), 'la portada nueva en el HTML');
  console.info('Página renderizada de nuevo con la portada nueva');

  const browser = await chromium.launch({ executablePath: chromePath });
  result.phones = [];
  for (const phone of PHONES) {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: phone.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const downloads = [];
    page.on('response', (response) => {
      if (response.url().includes(file.hash))
        response.body().then(
          (body) => downloads.push({ url: response.url(), bytes: body.length }),
          () => undefined,
        );
    });
    await page.goto(pageUrl, { waitUntil: 'load' });
    await page.waitForTimeout(1000);
    result.phones.push({ ...phone, downloads });
    await context.close();
  }
  await browser.close();

  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  result.lighthouse = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const { lhr } = await lighthouse(pageUrl, { port: chrome.port, output: 'json', logLevel: 'error' });
      const request = lhr.audits['network-requests'].details.items.find((item) => item.url.includes(file.hash));
      const element = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
      result.lighthouse.push({
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        performance: lhr.categories.performance.score * 100,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        cover: request ? { url: request.url, transferSize: request.transferSize } : undefined,
        lcpElement: element?.snippet,
      });
      console.info(`  lighthouse móvil #${run + 1}: LCP ${Math.round(result.lighthouse.at(-1).lcp)} ms`);
    }
  } finally {
    await chrome.kill();
  }
} finally {
  if (!keep) {
    await setCover(article.cover?.id ?? null);
    await until(async () => !(await htmlHas(file.hash)), 'la portada anterior en el HTML').catch((error) =>
      console.warn(error.message),
    );
    await fetch(`${cms}/upload/files/${file.id}`, { method: 'DELETE', headers: auth });
  }
}

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const fileName = (url) => decodeURIComponent(new URL(url).pathname.split('/').pop());
const lcps = result.lighthouse.map((run) => run.lcp);
const lines = [
  `Measured ${result.measuredAt.slice(0, 16).replace('T', ' ')} UTC on ${site}: ${pageUrl}`,
  `Upload: ${PHOTO_WIDTH}×${PHOTO_HEIGHT} JPEG, ${kb(result.original)}; formats ${formats.map((f) => `${f.name} ${f.width} px ${kb(f.bytes)}`).join(', ')}`,
  '',
  '| figure | goal | measured |',
  '|---|---|---|',
  ...result.phones.map((phone) => {
    const total = phone.downloads.reduce((sum, download) => sum + download.bytes, 0);
    const files = phone.downloads.map((download) => fileName(download.url)).join(', ') || 'nothing';
    return `| cover bytes, ${phone.label} | ≤ 80 KB | ${kb(total)} (${files}) |`;
  }),
  `| Lighthouse mobile LCP (median of ${lcps.length}) | ≤ 2.0 s | ${(median(lcps) / 1000).toFixed(2)} s (runs: ${lcps.map((lcp) => (lcp / 1000).toFixed(2)).join(', ')} s) |`,
];
const report = lines.join('\n');
console.info(`\n${report}\n`);
const outDir = path.join(ROOT, 'reports', 'tmp');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'media-figures.md'), `${report}\n`);
fs.writeFileSync(path.join(outDir, 'media-figures.json'), JSON.stringify(result, null, 2));
