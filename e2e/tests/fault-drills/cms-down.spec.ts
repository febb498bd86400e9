import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../../support/test';
import { drillDir, repoRoot, testProcesses, untilRefused, type TestProcess } from '../../support/processes';
import { navigateInApp } from '../../support/drill-pages';
import { drillOrigin, drillPorts } from '../../support/ports';

/**
 * Drill: the Strapi process is killed (SIGKILL) and started again. The run's own CMS stays up for
 * the other specs: this drill starts a Strapi of its own (own SQLite file, seeded on its first
 * boot, loopback port) and two shells whose addresses file points at it.
 *
 * Pages rendered ahead of time carry the CMS answers they were rendered with, so what a visitor
 * sees with the CMS down depends on the page's HTML. The drill asserts both, honestly:
 * - a shell with no pages rendered ahead of time (empty RENDERED_DIR): every CMS page renders in the
 *   browser and asks the CMS, so it shows its failure message inside the header and footer;
 * - a shell serving this run's rendered pages: a first visit still shows the content of its HTML,
 *   and a navigation inside the site to another CMS page shows that page's failure message.
 * The sitemap falls back to the static routes and the pages built in the CMS the code links to; once
 * Strapi is back, the same shells (not restarted) show the content again.
 */
const site = drillOrigin('cmsShell');
const renderedSite = drillOrigin('cmsRenderedShell');
const cms = drillOrigin('cms');

interface CmsEntries {
  article: { slug: string; title: string };
  caseStudy: { slug: string; title: string };
  product: string;
  material: string;
}

const firstOf = async (query: string): Promise<Record<string, unknown>> => {
  const answer = (await (await fetch(`${cms}/api/${query}&sort=id:asc`)).json()) as { data: Record<string, unknown>[] };
  expect(answer.data.length, `the drill CMS lists ${query}`).toBeGreaterThan(0);
  return answer.data[0];
};

const readEntries = async (): Promise<CmsEntries> => {
  const article = await firstOf('articles?fields[0]=slug&fields[1]=title');
  const caseStudy = await firstOf('cases?fields[0]=slug&fields[1]=title');
  const product = await firstOf('products?fields[0]=name');
  const material = await firstOf('materiales?fields[0]=title');
  return {
    article: { slug: String(article.slug), title: String(article.title) },
    caseStudy: { slug: String(caseStudy.slug), title: String(caseStudy.title) },
    product: String(product.name),
    material: String(material.title),
  };
};

/** Each CMS page: its URL, its own h1 (the page frame renders without the CMS), its content, its failure. */
const cmsPages = (entries: CmsEntries) => [
  {
    path: '/productos',
    h1: 'Catálogo de Productos',
    content: entries.product,
    failure: 'No se encontraron productos que coincidan con tu búsqueda.',
  },
  {
    path: '/blog',
    h1: 'Blog LINX',
    content: entries.article.title,
    failure: 'No hay artículos para mostrar en este momento.',
  },
  {
    path: '/casos-exito',
    h1: 'Casos de Éxito',
    content: entries.caseStudy.title,
    failure: 'No hay casos de éxito para mostrar en este momento.',
  },
  {
    path: '/recursos',
    h1: 'Materiales Descargables',
    content: entries.material,
    failure: 'No hay materiales para mostrar en este momento.',
  },
  {
    path: `/blog/${entries.article.slug}`,
    h1: entries.article.title,
    content: 'Compartir',
    failureH1: 'Artículo no encontrado',
    failure: 'No encontramos el artículo que buscas.',
  },
  {
    path: `/casos-exito/${entries.caseStudy.slug}`,
    h1: entries.caseStudy.title,
    content: 'Resultados Destacados',
    failureH1: 'Caso de éxito no encontrado',
    failure: 'No encontramos el caso de éxito que buscas.',
  },
];

type CmsPage = ReturnType<typeof cmsPages>[number];

const expectFrame = async (page: Page) => {
  await expect(page.getByRole('banner').getByRole('navigation').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
};

const expectFailure = async (page: Page, cmsPage: CmsPage) => {
  const main = page.getByRole('main');
  await expect(main.getByText(cmsPage.failure)).toBeVisible();
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(cmsPage.failureH1 ?? cmsPage.h1);
  await expect(main.getByText(cmsPage.content, { exact: true })).toHaveCount(0);
  await expectFrame(page);
};

const expectContent = async (page: Page, cmsPage: CmsPage) => {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(cmsPage.h1);
  await expect(main.getByText(cmsPage.content, { exact: true }).first()).toBeVisible();
  await expect(main.getByText(cmsPage.failure)).toHaveCount(0);
  await expectFrame(page);
};

/** The sitemap's addresses, as paths. */
const sitemapPaths = async (origin: string): Promise<string[]> => {
  const response = await fetch(`${origin}/sitemap.xml`);
  expect(response.status).toBe(200);
  return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc).pathname);
};

test.describe('drill: the CMS process is killed, then started again', () => {
  const processes = testProcesses();
  const dir = drillDir('cms');
  let strapi: TestProcess;
  let entries: CmsEntries;

  test.beforeAll(async () => {
    // The first boot seeds the drill's own database (about 40 s on this machine).
    test.setTimeout(240_000);
    const publicDir = path.join(dir, 'public');
    fs.mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
    const emptyRendered = path.join(dir, 'rendered-none');
    fs.mkdirSync(emptyRendered);
    strapi = processes.run({
      name: 'drill-strapi',
      command: process.execPath,
      args: [path.join(repoRoot, 'cms/node_modules/@strapi/strapi/bin/strapi.js'), 'start'],
      cwd: path.join(repoRoot, 'cms'),
      env: {
        HOST: '127.0.0.1',
        PORT: String(drillPorts.cms),
        DATABASE_CLIENT: 'sqlite',
        DATABASE_FILENAME: path.join(dir, 'cms.db'),
        CMS_PUBLIC_DIR: publicDir,
        CMS_SERVE_ADMIN: 'false',
        CMS_PUBLIC_URL: cms,
        CORS_ORIGINS: [site, renderedSite].join(','),
        // No renderer listens to this CMS: its writes change no page of the run.
        RENDER_HOOK_URL: '',
        STRAPI_TELEMETRY_DISABLED: 'true',
        LOG_LEVEL: 'warn',
      },
      readyUrl: `${cms}/api/categories`,
      readyTimeoutMs: 200_000,
    });
    const cmsAddress = { CMS_URL: cms };
    const shell = processes.staticServer('shell', drillPorts.cmsShell, {
      SHELL_PORT: String(drillPorts.cmsShell),
      RENDERED_DIR: emptyRendered,
      ...cmsAddress,
    });
    const renderedShell = processes.staticServer('shell', drillPorts.cmsRenderedShell, {
      SHELL_PORT: String(drillPorts.cmsRenderedShell),
      ...cmsAddress,
    });
    await Promise.all([strapi.start(), shell.start(), renderedShell.start()]);
    entries = await readEntries();
  });
  test.afterAll(() => processes.stopAll());

  test('the CMS pages show their failure messages inside the frame, the sitemap its static routes; all come back with Strapi', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    const pages = cmsPages(entries);

    // Up: the drill's shell shows the drill CMS's content.
    await page.goto(`${site}/productos`);
    await expectContent(page, pages[0]);

    await strapi.kill('SIGKILL');
    await untilRefused(`${cms}/api/categories`);

    // Pages rendered in the browser: each one's failure message, inside the header and footer.
    for (const cmsPage of pages) {
      await page.goto(`${site}${cmsPage.path}`);
      await expectFailure(page, cmsPage);
    }

    // The sitemap: the static routes and the pages built in the CMS the code links to, no article or case.
    const sitemap = await sitemapPaths(site);
    expect(sitemap).toEqual(
      expect.arrayContaining(['/', '/productos', '/blog', '/casos-exito', '/recursos', '/contacto']),
    );
    expect(sitemap.filter((url) => /^\/(blog|casos-exito)\/./.test(url))).toEqual([]);

    // Pages rendered ahead of time: the HTML's content on a first visit; the next page's failure.
    await page.goto(`${renderedSite}/blog`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Blog LINX');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await navigateInApp(page, '/casos-exito');
    await expectFailure(page, pages[2]);

    // Strapi is started again on the same database; nothing else is restarted.
    await strapi.start();
    await navigateInApp(page, '/recursos');
    await expectContent(page, pages[3]);
    for (const cmsPage of pages) {
      await page.goto(`${site}${cmsPage.path}`);
      await expectContent(page, cmsPage);
    }
    expect(uncaught, 'uncaught errors').toEqual([]);
  });
});
