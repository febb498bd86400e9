'use strict';

const { factories } = require('@strapi/strapi');

/**
 * Core controller whose list is in creation order unless the caller asks for another sort.
 * Without it the order is up to the database (PostgreSQL gives no guarantee), and the site
 * relies on creation order, e.g. "todos" must be the first category. Not by id: with Draft &
 * Publish every publish writes a new published row (a new id), while `createdAt` is the entry's.
 */
const CREATION_ORDER = ['createdAt:asc', 'id:asc'];

const createOrderedController = (uid) =>
  factories.createCoreController(uid, () => ({
    async find(ctx) {
      if (!ctx.query.sort) ctx.query = { ...ctx.query, sort: CREATION_ORDER };
      return super.find(ctx);
    },
  }));

module.exports = { createOrderedController, CREATION_ORDER };
