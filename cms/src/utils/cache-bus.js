'use strict';

const crypto = require('node:crypto');

/**
 * Several CMS instances on one PostgreSQL database (README, "Several instances behind nginx"): a
 * write through any of them empties every instance's public response cache within moments, not
 * after the cache's TTL. Each instance LISTENs on one channel over a connection of its own, and
 * NOTIFYs it (naming itself) after each write it takes; the others empty their caches on it. On
 * SQLite (one instance) nothing of this runs.
 * A lost listening connection is made again after a second, and the cache is emptied then, since a
 * notification may have been missed meanwhile.
 */
const CHANNEL = 'linx_cms_writes';
const RECONNECT_MS = 1000;
const instanceId = crypto.randomUUID();

/** Starts listening (PostgreSQL only); returns `announce()`, to call after each local write, and `stop()`. */
const startCacheBus = async (strapi, clear) => {
  if (strapi.config.get('database.connection.client') !== 'postgres') return { announce: () => {}, stop: async () => {} };
  let listener = null;
  let stopped = false;
  // Tries again every second until listening again (the database may be restarting).
  const retry = () =>
    setTimeout(() => {
      if (stopped) return;
      listen().catch((error) => {
        strapi.log.warn(`[linx] cache bus: ${error.message}`);
        retry();
      });
    }, RECONNECT_MS).unref();
  const listen = async () => {
    // A connection of its own, outside knex's pool, with the database's settings (a pg Client).
    const client = await strapi.db.connection.client.acquireRawConnection();
    const lost = () => {
      if (stopped || listener !== client) return;
      listener = null;
      clear();
      retry();
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload !== instanceId) clear();
    });
    listener = client;
    try {
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      listener = null;
      client.end().catch(() => {});
      throw error;
    }
  };
  await listen();
  return {
    announce: () =>
      strapi.db.connection
        .raw('SELECT pg_notify(?, ?)', [CHANNEL, instanceId])
        .catch((error) => strapi.log.warn(`[linx] cache bus: the other instances were not told of a write: ${error.message}`)),
    stop: async () => {
      stopped = true;
      await listener?.end().catch(() => {});
    },
  };
};

module.exports = { startCacheBus, CHANNEL };
