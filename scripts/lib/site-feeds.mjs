// The site's Atom feeds (shared/src/config/site-feeds.cjs): the newest entries of the blog and of the
// success cases, made with the `feed` library from the same CMS reads as their list pages
// (cms-reads.json). The renderer writes them beside the rendered pages each time it renders
// (scripts/prerender.mjs), so they are as fresh as the pages (docs/rendering.md "Staying fresh").
import fs from 'node:fs';
import path from 'node:path';
import { Feed } from 'feed';
import { FEED_ENTRIES, siteFeeds } from '../../shared/src/config/site-feeds.cjs';
import { fillRoute } from '../../shared/src/routes/match-route.cjs';
import { canonicalSiteUrl } from '../generate-sitemap.mjs';
import { ROOT } from './apps.mjs';
import { writeRendered } from './rendered-store.mjs';

const CMS_CALLS = JSON.parse(fs.readFileSync(path.join(ROOT, 'shared/src/api/cms/cms-reads.json'), 'utf8')).calls;

/** A feed's file in the rendered store, by name and under RENDERED_DIR. */
const feedName = (feed) => `feeds/${feed.key}.xml`;
export const feedFile = (dir, feed) => path.join(dir, feedName(feed));

/** A feed's title and summary are HTML (Atom `type="html"`): the CMS's plain text, escaped. */
const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

const dateOf = (value) => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/** When an entry first went public (`publishedAt` is its latest publish with Draft & Publish). */
const publishedOf = (entry) => dateOf(entry.firstPublishedAt) ?? dateOf(entry.publishedAt);

/** Newest first: by first publication, then by last change. */
const newestFirst = (a, b) =>
  (publishedOf(b) ?? dateOf(b.createdAt) ?? 0) - (publishedOf(a) ?? dateOf(a.createdAt) ?? 0) ||
  (dateOf(b.updatedAt) ?? 0) - (dateOf(a.updatedAt) ?? 0);

/** "todos" is the list pages' "no filter" category (docs/site.md §3), not a topic of an entry. */
const isTopic = (category) => Boolean(category?.name) && category.name.trim().toLowerCase() !== 'todos';

/** One CMS entry (Strapi's shape) as a feed item; null when it has no URL or no title. */
const itemOf = (feed, entry, siteUrl) => {
  const title = entry.title?.trim();
  const params = { slug: entry.slug, id: entry.id };
  if (!title || (feed.entryPath.includes(':slug') && !entry.slug) || entry.id === undefined) return null;
  const link = `${siteUrl}${fillRoute(feed.entryPath, params)}`;
  const updated = dateOf(entry.updatedAt) ?? publishedOf(entry) ?? new Date(0);
  return {
    title: escapeHtml(title),
    id: link,
    link,
    date: updated,
    published: publishedOf(entry) ?? undefined,
    description: entry.description?.trim() ? escapeHtml(entry.description.trim()) : undefined,
    author: entry.author?.name ? [{ name: entry.author.name }] : undefined,
    category: (entry.categories ?? [])
      .filter(isTopic)
      .map((category) => ({ name: category.name, term: category.name })),
  };
};

/** The Atom XML of `feed` from its CMS entries (the answer's `data`). */
export const buildFeed = (feed, entries, { siteUrl = canonicalSiteUrl(), now = new Date() } = {}) => {
  const items = [...entries]
    .sort(newestFirst)
    .map((entry) => itemOf(feed, entry, siteUrl))
    .filter(Boolean)
    .slice(0, FEED_ENTRIES);
  const selfUrl = `${siteUrl}${feed.path}`;
  const updated = items.reduce((latest, item) => (item.date > latest ? item.date : latest), new Date(0));
  const atom = new Feed({
    id: selfUrl,
    title: feed.title,
    description: feed.description,
    link: `${siteUrl}${feed.listPath}`,
    feedLinks: { atom: selfUrl },
    language: 'es-CL',
    favicon: `${siteUrl}/favicon.ico`,
    updated: items.length > 0 ? updated : now,
    author: { name: 'LINX', link: siteUrl },
    copyright: `© ${now.getFullYear()} LINX`,
    generator: false,
  });
  for (const item of items) atom.addItem(item);
  return atom.atom1();
};

/** A feed's CMS entries, read as its list page reads them; throws when the CMS does not answer. */
export const readFeedEntries = async (feed, { cmsUrl, timeoutMs = 5000 }) => {
  const response = await fetch(`${cmsUrl.replace(/\/$/, '')}/api${CMS_CALLS[feed.cmsCall].path}`, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: process.env.CMS_READ_TOKEN ? { Authorization: `Bearer ${process.env.CMS_READ_TOKEN}` } : {},
  });
  if (!response.ok) throw new Error(`${feed.cmsCall}: HTTP ${response.status}`);
  return (await response.json()).data ?? [];
};

/**
 * Writes every feed under `dir` (atomically). A feed whose CMS read fails keeps its last file, as a
 * page that fails keeps its last HTML. Never throws: returns the keys written and those kept.
 */
export const writeSiteFeeds = async ({ dir, cmsUrl, siteUrl = canonicalSiteUrl() }) => {
  const written = [];
  const kept = [];
  for (const feed of siteFeeds) {
    try {
      writeRendered(dir, feedName(feed), buildFeed(feed, await readFeedEntries(feed, { cmsUrl }), { siteUrl }));
      written.push(feed.key);
    } catch (error) {
      kept.push(feed.key);
      console.error(`feeds: ${feed.path} no se actualizó (queda el anterior): ${error.message}`);
    }
  }
  return { written, kept };
};
