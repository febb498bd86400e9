// Where pages rendered ahead of time live: one JSON file per URL (the page's head tags, styles,
// markup, CMS answers and builds) under RENDERED_DIR, written atomically (write, then rename), so
// a server reading it never sees half a page and a failed render never replaces a good one. With
// RENDERED_DATABASE_URL every write is also published to PostgreSQL, from which every shell server
// keeps its own folder current (rendered-replica.mjs).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './apps.mjs';
import { changedFileReader, writeFileAtomically } from './files.mjs';
import { publishRendered } from './rendered-replica.mjs';

/** The file name of the branded not-found page (served with status 404 for unknown URLs). */
export const NOT_FOUND = '/__no-encontrada__';

export const renderedDir = () => path.resolve(process.env.RENDERED_DIR || path.join(ROOT, 'rendered'));

/**
 * Writes one file of the store (`name` relative to `dir`, e.g. 'feeds/blog.xml') atomically, and
 * publishes it when the store is shared.
 */
export const writeRendered = (dir, name, text) => {
  writeFileAtomically(path.join(dir, name), text);
  publishRendered(name, text);
};

/** Deletes one file of the store, in the shared store too. */
export const removeRendered = (dir, name) => {
  fs.rmSync(path.join(dir, name), { force: true });
  publishRendered(name, null);
};

/** A page's file name in a folder of the store: its path encoded, or its hash when too long. */
const nameIn = (folder, pathname) => {
  const encoded = encodeURIComponent(pathname);
  const file = encoded.length <= 180 ? encoded : crypto.createHash('sha1').update(pathname).digest('hex');
  return `${folder}/${file}.json`;
};

const pageName = (pathname) => nameIn('pages', pathname);

/** Where a page's render outcome is kept (render-outcomes.mjs): beside the pages, shared as they are. */
export const outcomeName = (pathname) => nameIn('outcomes', pathname);

export const outcomeFile = (dir, pathname) => path.join(dir, outcomeName(pathname));

export const pageFile = (dir, pathname) => path.join(dir, pageName(pathname));

export const writePage = (dir, page) => writeRendered(dir, pageName(page.path), JSON.stringify(page));

/** Drops a page (its entry is no longer listed) and its render outcome: it answers 404. */
export const removePage = (dir, pathname) => {
  removeRendered(dir, pageName(pathname));
  if (fs.existsSync(outcomeFile(dir, pathname))) removeRendered(dir, outcomeName(pathname));
};

/** Page files read before, by file name: `{ mtimeMs, size, summary }` (parsed again only when they change). */
const summaries = new Map();

/**
 * What the renderer needs of every page (which page it is, the CMS entries it showed, when it was
 * rendered): `{ path, entries, renderedAt }`. A long-lived process reads a page file again only when
 * it changed on disk, so a run at 1,000 pages does not parse every page's HTML and state each time.
 */
export const readPageSummaries = (dir) => {
  const folder = path.join(dir, 'pages');
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => {
      const file = path.join(folder, name);
      try {
        const { mtimeMs, size } = fs.statSync(file);
        const known = summaries.get(file);
        if (known && known.mtimeMs === mtimeMs && known.size === size) return [known.summary];
        const { path: pagePath, entries, renderedAt } = JSON.parse(fs.readFileSync(file, 'utf8'));
        const summary = { path: pagePath, entries, renderedAt };
        summaries.set(file, { mtimeMs, size, summary });
        return [summary];
      } catch {
        summaries.delete(file);
        return [];
      }
    });
};

const INDEX = 'index.json';

/** The renderer's record of the dynamic pages (articles, cases) the CMS listed at its last run. */
export const readIndex = (dir) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, INDEX), 'utf8'));
  } catch {
    return null;
  }
};

export const writeIndex = (dir, index) => writeRendered(dir, INDEX, JSON.stringify(index, null, 2));

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
