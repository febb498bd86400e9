import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../support/test';
import { adminToken, updateDocument } from '../support/cms-admin';
import { originOf, refusedOrigin, siteUrl, specOrigin, specPorts } from '../support/ports';
import { repoRoot, testProcesses, untilAnswers } from '../support/processes';

/**
 * Pages rendered ahead of time stay fresh and never break: a CMS edit re-renders the page that shows
 * it within 60 s (no restart), a render while the CMS is unreachable keeps the last good HTML, and a
 * remote rebuilt with a visible change shows in the HTML after `npm run prerender`, with the shell
 * neither rebuilt nor restarted.
 */
const renderedDir = process.env.RENDERED_DIR ?? '';
const ARTICLE_UID = 'api::article.article';

const htmlOf = async (url: string) => (await fetch(url)).text();
/** What the render service ran last (GET /status), for a failing check's message. */
const renderStatus = async () => (await fetch(`${originOf('render')}/status`).catch(() => null))?.text();

test.describe('fresh HTML after a CMS edit', () => {
  test('an article edited in the CMS shows in its page HTML within 60 s, with no restart', async ({ request }) => {
    test.setTimeout(180_000);
    const [article] = (await (await fetch(`${originOf('cms')}/api/articles?sort=id:asc`)).json()).data;
    const url = `${siteUrl}/blog/${article.slug}`;
    const token = await adminToken(request);
    const edited = `${article.title} (edición ${Date.now()})`;
    const started = Date.now();
    await updateDocument(request, token, ARTICLE_UID, article.documentId, { title: edited });
    try {
      await expect.poll(() => htmlOf(url), { timeout: 60_000, intervals: [1000] }).toContain(`<h1`);
      await expect
        .poll(async () => (await htmlOf(url)).includes(edited), { timeout: 60_000, intervals: [1000] })
        .toBe(true)
        .catch(async (error: Error) => {
          throw new Error(`${error.message}\nthe render service's last runs: ${await renderStatus()}`);
        });
      console.info(`HTML de ${url} al día ${((Date.now() - started) / 1000).toFixed(1)} s después de la edición`);
      // The blog list that shows the article was rendered again too.
      await expect.poll(async () => (await htmlOf(`${siteUrl}/blog`)).includes(edited), { timeout: 60_000 }).toBe(true);
    } finally {
      await updateDocument(request, token, ARTICLE_UID, article.documentId, { title: article.title });
      await expect
        .poll(async () => (await htmlOf(url)).includes(`${article.title} | LINX`), {
          timeout: 60_000,
          intervals: [1000],
        })
        .toBe(true);
    }
  });
});

test.describe('renders against a second shell', () => {
  const processes = testProcesses();
  test.afterAll(() => processes.stopAll());
  const prerender = (paths: string, env: Record<string, string>) =>
    spawnSync('node', [path.join(repoRoot, 'scripts/prerender.mjs'), '--paths', paths], {
      cwd: repoRoot,
      env: { ...process.env, HOST: '127.0.0.1', PUBLIC_HOST: '127.0.0.1', ...env },
      encoding: 'utf8',
    });
  const copyOfRendered = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-rendered-'));
    fs.cpSync(renderedDir, dir, { recursive: true });
    return dir;
  };

  test('a render while the CMS is unreachable keeps the last good HTML and logs why', async () => {
    const dir = copyOfRendered();
    // A shell whose addresses file names a CMS that refuses connections.
    const shell = specOrigin('cmsDownShell');
    const shellEnv = { SHELL_PORT: String(specPorts.cmsDownShell), CMS_URL: refusedOrigin, RENDERED_DIR: dir };
    await processes.staticServer('shell', specPorts.cmsDownShell, shellEnv).start();
    const file = fs.readdirSync(path.join(dir, 'pages')).find((name) => name === `${encodeURIComponent('/blog')}.json`);
    expect(file).toBeTruthy();
    const before = fs.readFileSync(path.join(dir, 'pages', file ?? ''), 'utf8');

    const run = prerender('/blog', shellEnv);
    expect(run.status, `the renderer said: ${run.stdout}${run.stderr}`).toBe(1);
    expect(run.stderr).toMatch(/\/blog no se publicó \(queda su HTML anterior\)/);
    expect(fs.readFileSync(path.join(dir, 'pages', file ?? ''), 'utf8')).toBe(before);
    const html = await htmlOf(`${shell}/blog`);
    expect(html).toMatch(/<h1[^>]*>/);
    expect(html).not.toContain('No hay artículos');
  });

  test('a remote rebuilt with a visible change shows in the HTML after npm run prerender; the shell is not rebuilt', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const shellIndex = path.join(repoRoot, 'shell/dist/index.html');
    const shellBefore = fs.statSync(shellIndex).mtimeMs;
    // A copy of the contact remote with one visible change, built on its own (as its team would).
    const workspace = path.join(repoRoot, '.cache', 'e2e-remote');
    fs.rmSync(workspace, { recursive: true, force: true });
    fs.mkdirSync(workspace, { recursive: true });
    fs.copyFileSync(path.join(repoRoot, 'tsconfig.base.json'), path.join(workspace, 'tsconfig.base.json'));
    const copy = path.join(workspace, 'mfe-contact');
    fs.cpSync(path.join(repoRoot, 'mfe-contact'), copy, {
      recursive: true,
      filter: (source) => !/[\\/](dist|node_modules)$/.test(source),
    });
    const content = path.join(copy, 'src/content/contact-page.ts');
    const heading = 'Conversemos sobre tu próximo proyecto (versión nueva)';
    const original = fs.readFileSync(content, 'utf8');
    const heroTitle = "title: 'Contáctanos',";
    expect(original).toContain(heroTitle);
    fs.writeFileSync(content, original.replace(heroTitle, `title: '${heading}',`));
    const build = spawnSync('npx', ['webpack', '--mode', 'production'], { cwd: copy, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);

    const dir = copyOfRendered();
    const shell = specOrigin('rebuiltShell');
    const contact = specOrigin('rebuiltContact');
    const shellEnv = { SHELL_PORT: String(specPorts.rebuiltShell), CONTACT_URL: contact, RENDERED_DIR: dir };
    const rebuiltContact = processes.staticServer('mfe-contact', specPorts.rebuiltContact, {
      CONTACT_PORT: String(specPorts.rebuiltContact),
      DIST_DIR: path.join(copy, 'dist'),
    });
    await Promise.all([
      rebuiltContact.start(),
      processes.staticServer('shell', specPorts.rebuiltShell, shellEnv).start(),
    ]);
    await untilAnswers(`${contact}/mf-manifest.json`);

    // Before the render the HTML is the old one; a browser meeting the new build renders the page
    // itself (the build check), so it still ends with a working page, shown once, without errors.
    expect(await htmlOf(`${shell}/contacto`)).not.toContain(heading);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${shell}/contacto`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('form')).toBeVisible();
    expect(errors).toEqual([]);
    const run = prerender('/contacto', shellEnv);
    expect(run.status, run.stderr).toBe(0);
    expect(await htmlOf(`${shell}/contacto`)).toContain(heading);
    expect(fs.statSync(shellIndex).mtimeMs).toBe(shellBefore);
  });
});
