'use strict';

const categories = require('./data/categories');
const productCategories = require('./data/product-categories');
const articles = require('./data/articles');
const cases = require('./data/cases');
const materials = require('./data/materials');
const products = require('./data/products');
const { PUBLIC_READ_TYPES } = require('../utils/content-types');
const { productImageAlt } = require('./data/product-image-alt');
const { seedCompanyContent } = require('./company');
const { seedPages, seedPageLabels, pagesPending, STORE_KEY: PAGES_KEY } = require('./pages');
const { createUploader, absoluteUrl, withSeedUploadSettings } = require('./uploads');
const { slugify } = require('../utils/slugify');

/**
 * Base of the absolute addresses the seed writes into text fields (a case's `contentVideoUrl`, which the site
 * puts straight into <video src> from another origin). Default: this server on localhost.
 */
const publicUrl = () => (process.env.CMS_PUBLIC_URL || `http://localhost:${process.env.PORT || 1337}`).replace(/\/+$/, '');

/** Seeded entries are published: the site shows them from the first boot. */
const create = (strapi, uid, data) => strapi.documents(uid).create({ data, status: 'published' });

/**
 * Uploads every file the editorial entries use (covers, avatars, case images and videos, product photos,
 * brochures, material PDFs), each once, and returns `media(ref)`: the uploaded file of a { file, alt } ref.
 */
const uploadEditorialMedia = async (uploader) => {
  const refs = [];
  const add = (ref) => ref && refs.push(ref);
  for (const a of articles) add(a.cover);
  for (const a of articles) add(a.author.avatar);
  for (const c of cases) [c.image, c.contentCompanyImage, ...c.outstandingMedia, c.contentVideoUrl].forEach(add);
  for (const m of materials) add(materialFile(m));
  for (const p of products) [...productImages(p), productBrochure(p)].forEach(add);
  // Every upload ends before a failure is reported, so a failed seed removes them all.
  const failed = (await Promise.allSettled(refs.map((ref) => uploader.file(ref)))).find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  return async (ref) => (ref ? uploader.file(ref) : null);
};

const materialFile = (m) => ({ file: `materials/${m.file}`, alt: null });
const productImages = (p) => p.views.map((view, i) => ({ file: `products/${p.slug}-${i + 1}.webp`, alt: productImageAlt(p, view) }));
const productBrochure = (p) => (p.brochure ? { file: `brochures/${p.slug}.pdf`, alt: null } : null);

const seedAll = async (strapi, media, base) => {
  const id = async (ref) => (await media(ref))?.id ?? null;
  const ids = (list) => Promise.all(list.map(id));

  // Categories in order: "todos" gets the lowest id, so it is listed first.
  const categoryIds = {};
  for (const name of categories) {
    categoryIds[name] = (await create(strapi, 'api::category.category', { name })).documentId;
  }
  const cat = (names) => names.map((n) => {
    if (!categoryIds[n]) throw new Error(`Unknown seed category "${n}"`);
    return categoryIds[n];
  });

  const productCategoryIds = {};
  for (const pc of productCategories) {
    productCategoryIds[pc.slug] = (await create(strapi, 'api::product-category.product-category', pc)).documentId;
  }

  for (const a of articles) {
    const { avatar, ...author } = a.author;
    await create(strapi, 'api::article.article', {
      title: a.title,
      slug: a.slug,
      description: a.description,
      cover: await id(a.cover),
      featured: a.featured,
      content: a.content,
      categories: cat(a.categories),
      author: { ...author, avatar: await id(avatar) },
    });
  }

  for (const c of cases) {
    const video = await media(c.contentVideoUrl);
    await create(strapi, 'api::case.case', {
      title: c.title,
      company: c.company,
      slug: slugify(c.company),
      description: c.description,
      image: await id(c.image),
      categories: cat(c.categories),
      highlight: c.highlight,
      contentCompanyDescription: c.contentCompanyDescription,
      contentCompanyImage: await id(c.contentCompanyImage),
      outstandingTitle: c.outstandingTitle,
      outstandingContent: c.outstandingContent,
      outstandingMedia: await ids(c.outstandingMedia),
      contentChallenges: c.contentChallenges.map((name) => ({ name })),
      contentSolutions: c.contentSolutions.map((name) => ({ name })),
      contentVideoUrl: video ? absoluteUrl(base, video) : null,
      contentResults: c.contentResults,
    });
  }

  for (const m of materials) {
    await create(strapi, 'api::material.material', {
      title: m.title,
      description: m.description,
      file: await id(materialFile(m)),
      categories: cat(m.categories),
    });
  }

  for (const p of products) {
    await create(strapi, 'api::product.product', {
      slug: p.slug,
      name: p.name,
      brand: p.brand,
      description: p.description,
      resolution: p.resolution,
      glow: p.glow,
      system: p.system,
      operation: p.operation,
      brochure: await id(productBrochure(p)),
      images: await ids(productImages(p)),
      features: p.features.map((name) => ({ name })),
      displaySizes: p.displaySizes.map((name) => ({ name })),
      categories: p.categories.map((slug) => productCategoryIds[slug]),
    });
  }
};

/**
 * Seeds the sample content once, on a database whose content types are all empty: the editorial content
 * here, the company content (team, partners, client logos, podcast) in ./company.js, the sample pages built
 * from sections in ./pages.js, each with its own flag.
 * A flag in Strapi's core store records it, so content the editors later delete is not seeded again.
 * CMS_SEED=false turns seeding off.
 */
const seed = async (strapi) => {
  if (String(process.env.CMS_SEED || 'true').toLowerCase() === 'false') return;
  const store = strapi.store({ type: 'core', name: 'linx' });
  const [editorial, company, pages] = await Promise.all(['seed', 'company-seed', PAGES_KEY].map((key) => store.get({ key })));
  if (!editorial || !company || pagesPending(pages)) {
    await withSeedUploadSettings(strapi, async () => {
      await seedEditorialContent(strapi);
      await seedCompanyContent(strapi);
      await seedPages(strapi);
    });
  }
  await seedPageLabels(strapi);
};

const seedEditorialContent = async (strapi) => {
  const store = strapi.store({ type: 'core', name: 'linx' });
  if (await store.get({ key: 'seed' })) return;

  const counts = await Promise.all(PUBLIC_READ_TYPES.map((uid) => strapi.db.query(uid).count()));
  if (counts.some((n) => n > 0)) {
    await store.set({ key: 'seed', value: { skipped: 'database not empty', at: new Date().toISOString() } });
    return;
  }

  const base = publicUrl();
  const started = Date.now();
  // Uploads write files as well as rows, so they run before (outside) the transaction of the entries.
  const uploader = createUploader(strapi);
  let media;
  try {
    media = await uploadEditorialMedia(uploader);
  } catch (error) {
    await uploader.removeAll();
    strapi.log.error(`[linx] Seeding failed while uploading its media, nothing was written: ${error.message}`);
    throw error;
  }
  const uploadedIn = Date.now() - started;
  try {
    await strapi.db.transaction(async () => {
      await seedAll(strapi, media, base);
      await store.set({ key: 'seed', value: { seededAt: new Date().toISOString(), publicUrl: base } });
    });
  } catch (error) {
    await uploader.removeAll();
    strapi.log.error(`[linx] Seeding failed, nothing was written: ${error.message}`);
    throw error;
  }
  strapi.log.info(
    `[linx] Seeded ${categories.length} categories, ${articles.length} articles, ${cases.length} cases, ` +
      `${materials.length} materials, ${productCategories.length} product categories, ${products.length} products ` +
      `with ${uploader.uploaded.length} Media Library files in ${Date.now() - started} ms (uploads ${uploadedIn} ms)`,
  );
};

module.exports = { seed, publicUrl };
