import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from '../support/test';
import { firstCmsEntries } from '../support/routes';
import { siteUrl } from '../support/ports';

/**
 * The renderer renders page after page in one document (docs/rendering.md, "One render"): a page
 * rendered after others must be exactly the page rendered alone, and carry nothing of the others.
 */
interface Rendered {
  html: string;
  head: string;
  styles: string;
  data: Record<string, unknown>;
  entries: Record<string, string[]>;
  builds: Record<string, string>;
  status: number;
  errors: string[];
}

const renderInOneDocument = (paths: string[]): { alone: Rendered; inOne: Rendered[] } => {
  const script = path.join(__dirname, '../support/render-in-one-document.mjs');
  const run = spawnSync('node', [script, siteUrl, ...paths], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout);
};

/** styled-components' CSS rules as a set: group numbers depend on what the document loaded before. */
const cssRules = (styles: string) =>
  styles
    .replace(/data-styled\.g\d+\[id="[^"]*"\]\{content:"[^"]*"\}/g, '')
    .split('/*!sc*/')
    .map((rule) => rule.trim())
    .filter((rule) => rule && !rule.startsWith('<'))
    .sort();

test('a page rendered after others in the same document is the page rendered alone', async () => {
  test.setTimeout(120_000);
  const { articles, cases } = await firstCmsEntries();
  const article = `/blog/${articles.slug}`;
  const { alone, inOne } = renderInOneDocument([article, '/', `/casos-exito/${cases.slug}`, '/productos', article]);
  for (const result of inOne) expect(result.errors).toEqual([]);
  const last = inOne.at(-1)!;
  expect(last.html).toBe(alone.html);
  expect(last.head).toBe(alone.head);
  expect(last.data).toEqual(alone.data);
  expect(last.entries).toEqual(alone.entries);
  expect(last.builds).toEqual(alone.builds);
  expect(cssRules(last.styles)).toEqual(cssRules(alone.styles));
  // Nothing of the pages before: only the article's own reads.
  expect(Object.keys(last.data).every((key) => !key.startsWith('products') && !key.startsWith('case'))).toBe(true);
  expect(Object.keys(last.entries)).not.toContain('product');
  expect(Object.keys(last.entries)).not.toContain('case');
});
