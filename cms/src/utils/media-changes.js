'use strict';

const cache = require('./response-cache');
const { modelOf, notifyRenderer } = require('./render-hook');

/**
 * A Media Library file changed in place (alternative text, caption, a replaced image) or was deleted: that is
 * no document write, so the document middlewares (response cache, renderer) do not see it. This database
 * subscriber empties the response cache and tells the renderer about each entry that uses the file.
 */
const subscribeMediaChanges = (strapi) => {
  const changed = async (event) => {
    cache.clearAfterWrite();
    const id = event.result?.id ?? event.params?.where?.id;
    if (!process.env.RENDER_HOOK_URL || typeof id !== 'number') return;
    try {
      const file = await strapi.db.query('plugin::upload.file').findOne({ where: { id }, populate: { related: true } });
      const changes = (file?.related ?? [])
        .map((entry) => ({ model: modelOf(entry.__type), documentId: entry.documentId, action: 'update' }))
        .filter((change) => change.model && typeof change.documentId === 'string');
      setTimeout(() => changes.forEach((change) => notifyRenderer(strapi, change)), 250);
    } catch (error) {
      strapi.log.warn(`[linx] Media change not sent to the renderer: ${error.message}`);
    }
  };
  strapi.db.lifecycles.subscribe({
    models: ['plugin::upload.file'],
    afterUpdate: changed,
    afterDelete: () => cache.clearAfterWrite(),
    afterDeleteMany: () => cache.clearAfterWrite(),
  });
};

module.exports = { subscribeMediaChanges };
