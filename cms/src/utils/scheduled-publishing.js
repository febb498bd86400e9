'use strict';

const { createJobLease } = require('./job-lease');

/** The content types editors can schedule: `publishAt` / `unpublishAt` on the entry (its draft). */
const SCHEDULED_TYPES = [
  'api::article.article',
  'api::case.case',
  'api::material.material',
  'api::product.product',
  'api::podcast-episode.podcast-episode',
  'api::page.page',
];

/**
 * Takes the time off one draft row (`field`), and reports whether this call did: the claim that makes
 * each scheduled action happen once, even if two instances ever ran the job together.
 */
const claim = async (strapi, uid, row, field) => {
  const { count } = await strapi.db
    .query(uid)
    .updateMany({ where: { id: row.id, [field]: { $notNull: true } }, data: { [field]: null } });
  return count === 1;
};

const dueDrafts = (strapi, uid, field, now) =>
  strapi.db.query(uid).findMany({ where: { publishedAt: null, [field]: { $lte: now } }, select: ['id', 'documentId'] });

/**
 * Publishes the drafts whose `publishAt` has come and unpublishes the entries whose `unpublishAt` has,
 * through the document service, so the rules, the cache, the renderer and the sitemap follow as for an
 * editor's click. A draft the rules refuse is logged and left unpublished (its time is used: the editor
 * corrects it and sets a new one).
 * @returns {Promise<{ published: string[], unpublished: string[], refused: string[] }>} document ids
 */
const runScheduledPublishing = async (strapi, now = new Date()) => {
  const done = { published: [], unpublished: [], refused: [] };
  for (const uid of SCHEDULED_TYPES) {
    for (const row of await dueDrafts(strapi, uid, 'publishAt', now)) {
      if (!(await claim(strapi, uid, row, 'publishAt'))) continue;
      try {
        await strapi.documents(uid).publish({ documentId: row.documentId });
        done.published.push(row.documentId);
      } catch (error) {
        // The rules refused the draft (src/utils/page-validation.js): it stays unpublished, its time used.
        strapi.log.error(`[linx] No se publicó ${uid} ${row.documentId} a su hora: ${error.message}`);
        done.refused.push(row.documentId);
      }
    }
    for (const row of await dueDrafts(strapi, uid, 'unpublishAt', now)) {
      if (!(await claim(strapi, uid, row, 'unpublishAt'))) continue;
      await strapi.documents(uid).unpublish({ documentId: row.documentId });
      done.unpublished.push(row.documentId);
    }
  }
  return done;
};

/**
 * Runs the schedule every CMS_SCHEDULE_INTERVAL_MS (15 s by default) on the instance that holds the
 * "scheduled-publishing" lease, so an entry goes public (or off) within a minute of its time, once.
 * @returns {Promise<() => void>} stops the timer
 */
const startScheduledPublishing = async (strapi) => {
  const intervalMs = Number(process.env.CMS_SCHEDULE_INTERVAL_MS) || 15_000;
  const lease = await createJobLease(strapi, 'scheduled-publishing', { ttlMs: Math.max(4 * intervalMs, 60_000) });
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      if (!(await lease.acquire())) return;
      const { published, unpublished } = await runScheduledPublishing(strapi);
      if (published.length + unpublished.length > 0) {
        strapi.log.info(`[linx] Programación: ${published.length} publicadas, ${unpublished.length} despublicadas`);
      }
    } catch (error) {
      strapi.log.error(`[linx] La publicación programada falló: ${error.message}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
};

module.exports = { startScheduledPublishing, runScheduledPublishing, SCHEDULED_TYPES };
