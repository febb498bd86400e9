'use strict';

const { factories } = require('@strapi/strapi');
const { CREATION_ORDER } = require('../../../utils/ordered-controller');
const { withPagePopulate } = require('../../../utils/page-populate');

/** Pages in creation order (utils/ordered-controller.js), each read with all its sections, parts and media. */
module.exports = factories.createCoreController('api::page.page', ({ strapi }) => ({
  async find(ctx) {
    ctx.query = withPagePopulate(strapi, ctx.query.sort ? ctx.query : { ...ctx.query, sort: CREATION_ORDER });
    return super.find(ctx);
  },
  async findOne(ctx) {
    ctx.query = withPagePopulate(strapi, ctx.query);
    return super.findOne(ctx);
  },
}));
