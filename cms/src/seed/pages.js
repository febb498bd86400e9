'use strict';

const pages = require('./data/pages');
const { createUploader } = require('./uploads');

const PAGE_UID = 'api::page.page';

/** A Media Library file of the seed by its file name, uploaded if the editorial seed did not put it there. */
const mediaOf = (strapi, uploader) => async (ref) => {
  const name = ref.file.split('/').pop();
  const existing = await strapi.db.query('plugin::upload.file').findOne({ where: { name }, select: ['id'] });
  return existing?.id ?? (await uploader.file(ref)).id;
};

/** Section image refs ({ file, alt }) replaced by Media Library ids. */
const withMedia = async (sections, media) =>
  Promise.all(sections.map(async (section) => (section.image ? { ...section, image: await media(section.image) } : section)));

/**
 * Seeds the sample pages built from sections once, published, on a database without pages. Its own flag, so a
 * database seeded before pages existed gets them, and pages editors delete later are not seeded again.
 */
const seedPages = async (strapi) => {
  const store = strapi.store({ type: 'core', name: 'linx' });
  if (await store.get({ key: 'pages-seed' })) return;
  if ((await strapi.db.query(PAGE_UID).count()) > 0) {
    await store.set({ key: 'pages-seed', value: { skipped: 'pages not empty', at: new Date().toISOString() } });
    return;
  }
  const uploader = createUploader(strapi);
  try {
    const media = mediaOf(strapi, uploader);
    const prepared = await Promise.all(pages.map(async (page) => ({ ...page, sections: await withMedia(page.sections, media) })));
    await strapi.db.transaction(async () => {
      for (const data of prepared) await strapi.documents(PAGE_UID).create({ data, status: 'published' });
      await store.set({ key: 'pages-seed', value: { seededAt: new Date().toISOString() } });
    });
  } catch (error) {
    await uploader.removeAll();
    strapi.log.error(`[linx] Seeding the pages failed, nothing was written: ${error.message}`);
    throw error;
  }
  strapi.log.info(`[linx] Seeded ${pages.length} page(s) built from sections`);
};

module.exports = { seedPages };
