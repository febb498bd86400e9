'use strict';

const pages = require('./data/pages');
const { createUploader } = require('./uploads');

const PAGE_UID = 'api::page.page';
const STORE_KEY = 'pages-seed';
const LABELS_KEY = 'page-labels-seed';
/** What a database seeded before the seed kept its list of paths had: the sample campaign page. */
const FIRST_SEEDED = ['/campanas/retail-conectado'];

/** A Media Library file of the seed by its file name, uploaded if no entry put it there yet. */
const mediaOf = (strapi, uploader) => async (ref) => {
  const name = ref.file.split('/').pop();
  const existing = await strapi.db.query('plugin::upload.file').findOne({ where: { name }, select: ['id'] });
  return existing?.id ?? (await uploader.file(ref)).id;
};

const isFileRef = (value) => value !== null && typeof value === 'object' && typeof value.file === 'string';

/** A section with every `{ file, alt }` reference, at any depth (a card's video is a list of them), made a Media Library id. */
const withMedia = async (value, media) => {
  if (isFileRef(value)) return media(value);
  if (Array.isArray(value)) return Promise.all(value.map((item) => withMedia(item, media)));
  if (value !== null && typeof value === 'object') {
    const entries = await Promise.all(Object.entries(value).map(async ([key, item]) => [key, await withMedia(item, media)]));
    return Object.fromEntries(entries);
  }
  return value;
};

/** The paths seeded so far (the store's list; an older flag without one seeded the sample campaign page). */
const seededPaths = (value) => (Array.isArray(value?.paths) ? value.paths : value ? FIRST_SEEDED : []);

/**
 * Seeds each page of the seed data once, published: a page whose path was never seeded and holds no page. Its own
 * flag, so a database seeded before pages existed gets them, a page added to the seed later is seeded on the next
 * start, and a page an editor deleted is not seeded again. All the pages of a run or none.
 */
const seedPages = async (strapi) => {
  const store = strapi.store({ type: 'core', name: 'linx' });
  const seeded = seededPaths(await store.get({ key: STORE_KEY }));
  const existing = new Set(
    (await strapi.db.query(PAGE_UID).findMany({ select: ['path'] })).map((page) => page.path),
  );
  const due = pages.filter((page) => !seeded.includes(page.path) && !existing.has(page.path));
  const record = (paths) =>
    store.set({ key: STORE_KEY, value: { paths: [...new Set([...seeded, ...paths])], at: new Date().toISOString() } });
  if (due.length === 0) {
    // Pages an editor made at a seed page's path count as seeded: never written over.
    if (pages.some((page) => !seeded.includes(page.path))) await record(pages.map((page) => page.path));
    return;
  }
  const uploader = createUploader(strapi);
  try {
    const media = mediaOf(strapi, uploader);
    const prepared = await Promise.all(due.map(async (page) => ({ ...page, sections: await withMedia(page.sections, media) })));
    await strapi.db.transaction(async () => {
      for (const data of prepared) await strapi.documents(PAGE_UID).create({ data, status: 'published' });
      await record(pages.map((page) => page.path));
    });
  } catch (error) {
    await uploader.removeAll();
    strapi.log.error(`[linx] Seeding the pages failed, nothing was written: ${error.message}`);
    throw error;
  }
  strapi.log.info(`[linx] Seeded ${due.length} page(s) built from sections: ${due.map((page) => page.path).join(', ')}`);
};

/**
 * Gives the seed's labels (the pages' names in breadcrumbs, «Inicio», «Sobre Nosotros») once to the pages at the
 * seed's paths that have none: a database seeded before pages had a label (docs/decisions.md 19). Its own flag, so
 * a label an editor clears later is not given back. Both the draft and the published row of a page get it.
 */
const seedPageLabels = async (strapi) => {
  const store = strapi.store({ type: 'core', name: 'linx' });
  if (await store.get({ key: LABELS_KEY })) return;
  for (const page of pages.filter((entry) => entry.label)) {
    await strapi.db
      .query(PAGE_UID)
      .updateMany({ where: { path: page.path, label: { $null: true } }, data: { label: page.label } });
  }
  await store.set({ key: LABELS_KEY, value: { at: new Date().toISOString() } });
};

/** Whether a page of the seed data was never seeded (the store's `pages-seed` value). */
const pagesPending = (value) => pages.some((page) => !seededPaths(value).includes(page.path));

module.exports = { seedPages, seedPageLabels, pagesPending, STORE_KEY, LABELS_KEY };
