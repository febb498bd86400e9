'use strict';

const crypto = require('node:crypto');
const os = require('node:os');

const TABLE = 'linx_job_leases';

/**
 * A lease in the database, so a job that every CMS instance schedules runs on one of them at a time
 * (SQLite and PostgreSQL alike): taking it is one conditional UPDATE, which succeeds for the holder or
 * once the last holder's lease has run out (an instance that died gives it up by not renewing it).
 */
const createJobLease = async (strapi, name, { ttlMs }) => {
  const knex = strapi.db.connection;
  if (!(await knex.schema.hasTable(TABLE))) {
    await knex.schema
      .createTable(TABLE, (table) => {
        table.string('name', 100).primary();
        table.string('holder', 200).notNullable();
        table.bigInteger('expires_at').notNullable();
      })
      .catch(async (error) => {
        // Another instance created it meanwhile.
        if (!(await knex.schema.hasTable(TABLE))) throw error;
      });
  }
  const holder = `${os.hostname()}:${process.pid}:${crypto.randomUUID()}`;
  return {
    holder,
    /** True when this instance holds the lease for the next `ttlMs`. */
    async acquire() {
      const now = Date.now();
      await knex(TABLE).insert({ name, holder: '', expires_at: 0 }).onConflict('name').ignore();
      const taken = await knex(TABLE)
        .where({ name })
        .andWhere((query) => query.where('expires_at', '<', now).orWhere({ holder }))
        .update({ holder, expires_at: now + ttlMs });
      return Number(taken) === 1;
    },
  };
};

module.exports = { createJobLease };
