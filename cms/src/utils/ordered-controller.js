'use strict';

const { factories } = require('@strapi/strapi');

/**
 * Core controller whose list is ordered by id unless the caller asks for another sort.
 * Without it the order is up to the database (PostgreSQL gives no guarantee), and the site
 * relies on creation order, e.g. "todos" must be the first category.
 */
const createOrderedController = (uid) =>
  factories.createCoreController(uid, () => ({
    async find(ctx) {
      if (!ctx.query.sort) ctx.query = { ...ctx.query, sort: 'id:asc' };
      return super.find(ctx);
    },
  }));

module.exports = { createOrderedController };
