// Where pages rendered ahead of time live: one JSON file per URL (the page's head tags, styles,
// markup, CMS answers and builds) under RENDERED_DIR, written atomically (write, then rename), so
// a server reading it never sees half a page and a failed render never replaces a good one.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';
import { changedFileReader, writeFileAtomically } from './files.mjs';

/** The file name of the branded not-found page (served with status 404 for unknown URLs). */
export const NOT_FOUND = '/__no-encontrada__';

export const renderedDir = () => path.resolve(process.env.RENDERED_DIR || path.join(ROOT, 'rendered'));

const fileName = (pathname) => {
  const encoded = encodeURIComponent(pathname);
  return encoded.length <= 180 ? `${encoded}.json` : `${crypto.createHash('sha1').update(pathname).digest('hex')}.json`;
};

export const pageFile = (dir, pathname) => path.join(dir, 'pages', fileName(pathname));

export const writePage = (dir, page) => writeFileAtomically(pageFile(dir, page.path), JSON.stringify(page));

export const removePage = (dir, pathname) => fs.rmSync(pageFile(dir, pathname), { force: true });

/** Every page file's content (for the renderer: which pages show which CMS answers). */
export const readAllPages = (dir) => {
  const folder = path.join(dir, 'pages');
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => {
      try {
        return [JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8'))];
      } catch {
        return [];
      }
    });
};

const indexFile = (dir) => path.join(dir, 'index.json');

/** The renderer's record of the dynamic pages (articles, cases) the CMS listed at its last run. */
export const readIndex = (dir) => {
  try {
    return JSON.parse(fs.readFileSync(indexFile(dir), 'utf8'));
  } catch {
    return null;
  }
};

export const writeIndex = (dir, index) => writeFileAtomically(indexFile(dir), JSON.stringify(index, null, 2));

/**
 * Reads a page file, re-reading only when it changed on disk (a render replaced it). Returns
 * `{ page, version }` or null when the page was never rendered.
 */
export const pageReader = (dir) => {
  const read = changedFileReader(JSON.parse);
  return (pathname) => {
    const entry = read(pageFile(dir, pathname));
    return entry && { page: entry.value, version: entry.version };
  };
};
