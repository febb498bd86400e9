'use strict';

const categories = require('./data/categories');
const productCategories = require('./data/product-categories');
const articles = require('./data/articles');
const cases = require('./data/cases');
const materials = require('./data/materials');
const products = require('./data/products');
const { PUBLIC_READ_TYPES } = require('../utils/content-types');
const { seedCompanyContent } = require('./company');

/**
 * Base of the absolute media URLs written into the seed (the site puts them straight into <img src>,
 * from another origin, so they cannot be relative). Default: this server on localhost.
 */
const publicUrl = () => (process.env.CMS_PUBLIC_URL || `http://localhost:${process.env.PORT || 1337}`).replace(/\/+$/, '');

const makeUrl = (base) => (p) => {
  if (!p) return null;
  return p.startsWith('media/') ? `${base}/${p}` : p;
};

const create = (strapi, uid, data) => strapi.documents(uid).create({ data });

const seedAll = async (strapi, url) => {
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
    await create(strapi, 'api::article.article', {
      title: a.title,
      slug: a.slug,
      description: a.description,
      coverUrl: url(a.coverUrl),
      featured: a.featured,
      content: a.content,
      categories: cat(a.categories),
      author: { ...a.author, avatarUrl: url(a.author.avatarUrl) },
    });
  }

  for (const c of cases) {
    await create(strapi, 'api::case.case', {
      title: c.title,
      company: c.company,
      description: c.description,
      imageUrl: url(c.imageUrl),
      categories: cat(c.categories),
      highlight: c.highlight,
      contentCompanyDescription: c.contentCompanyDescription,
      contentCompanyImageUrl: url(c.contentCompanyImageUrl),
      outstandingTitle: c.outstandingTitle,
      outstandingContent: c.outstandingContent,
      outstandingMedia: c.outstandingMedia.map((m) => ({ url: url(m) })),
      contentChallenges: c.contentChallenges.map((name) => ({ name })),
      contentSolutions: c.contentSolutions.map((name) => ({ name })),
      contentVideoUrl: url(c.contentVideoUrl),
      contentResults: c.contentResults,
    });
  }

  for (const m of materials) {
    await create(strapi, 'api::material.material', {
      title: m.title,
      description: m.description,
      downloadUrl: url(`media/materials/${m.file}`),
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
      productBrochure: p.brochure ? url(`media/brochures/${p.slug}.pdf`) : null,
      imagesUrl: p.views.map((_, i) => ({ url: url(`media/images/products/${p.slug}-${i + 1}.svg`) })),
      features: p.features.map((name) => ({ name })),
      displaySizes: p.displaySizes.map((name) => ({ name })),
      categories: p.categories.map((slug) => productCategoryIds[slug]),
    });
  }
};

/**
 * Seeds the sample content once, on a database whose content types are all empty: the editorial content
 * here, the company content (team, partners, client logos, podcast) in ./company.js, each with its own flag.
 * A flag in Strapi's core store records it, so content the editors later delete is not seeded again.
 * CMS_SEED=false turns seeding off.
 */
const seed = async (strapi) => {
  if (String(process.env.CMS_SEED || 'true').toLowerCase() === 'false') return;
  await seedEditorialContent(strapi);
  await seedCompanyContent(strapi);
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
  try {
    await strapi.db.transaction(async () => {
      await seedAll(strapi, makeUrl(base));
      await store.set({ key: 'seed', value: { seededAt: new Date().toISOString(), publicUrl: base } });
    });
  } catch (error) {
    strapi.log.error(`[linx] Seeding failed, nothing was written: ${error.message}`);
    throw error;
  }
  strapi.log.info(
    `[linx] Seeded ${categories.length} categories, ${articles.length} articles, ${cases.length} cases, ` +
      `${materials.length} materials, ${productCategories.length} product categories, ${products.length} products ` +
      `(media at ${base}/media) in ${Date.now() - started} ms`,
  );
};

module.exports = { seed, publicUrl };
