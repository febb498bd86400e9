'use strict';

const { slugify } = require('../utils/slugify');
const { recordMove } = require('../utils/redirect-rules');

const CASE = 'api::case.case';

/**
 * Brings a database made before Draft & Publish (docs/editorial-workflow.md) up to date; idempotent, runs on
 * every boot. Strapi itself keeps every entry published and gives each a draft when the option is turned on;
 * this adds what the site needs on top:
 * - `firstPublishedAt` (the date the blog shows) from the entry's `publishedAt`, where it is missing;
 * - a slug for each case (its address was its id, which changes on every publish now), with a permanent
 *   redirect from the old address `/casos-exito/<id>` to `/casos-exito/<slug>`.
 */
const completeDraftAndPublish = async (strapi) => {
  await backfillFirstPublishedAt(strapi);
  await giveCasesSlugs(strapi);
};

const backfillFirstPublishedAt = async (strapi) => {
  for (const [uid, model] of Object.entries(strapi.contentTypes)) {
    if (!uid.startsWith('api::') || !model.attributes.firstPublishedAt) continue;
    const published = await strapi.db.query(uid).findMany({
      where: { publishedAt: { $notNull: true }, firstPublishedAt: { $null: true } },
      select: ['documentId', 'publishedAt'],
    });
    for (const { documentId, publishedAt } of published) {
      await strapi.db.query(uid).updateMany({ where: { documentId }, data: { firstPublishedAt: publishedAt } });
    }
  }
};

const giveCasesSlugs = async (strapi) => {
  const missing = await strapi.db.query(CASE).findMany({
    where: { slug: { $null: true } },
    select: ['id', 'documentId', 'company', 'publishedAt'],
    orderBy: { id: 'asc' },
  });
  if (missing.length === 0) return;
  const taken = new Set(
    (await strapi.db.query(CASE).findMany({ where: { slug: { $notNull: true } }, select: ['slug'] })).map((r) => r.slug),
  );
  const documents = new Map();
  for (const row of missing) documents.set(row.documentId, [...(documents.get(row.documentId) ?? []), row]);
  for (const [documentId, versions] of documents) {
    const base = slugify(versions[0].company);
    let slug = base;
    for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
    taken.add(slug);
    await strapi.db.query(CASE).updateMany({ where: { documentId }, data: { slug } });
    for (const version of versions.filter((v) => v.publishedAt)) {
      await recordMove(strapi, `/casos-exito/${version.id}`, `/casos-exito/${slug}`);
    }
  }
  strapi.log.info(`[linx] ${documents.size} casos recibieron un slug; sus direcciones antiguas redirigen a él`);
};

module.exports = { completeDraftAndPublish };
