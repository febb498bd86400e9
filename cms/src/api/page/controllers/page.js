'use strict';

const { factories } = require('@strapi/strapi');
const { CREATION_ORDER } = require('../../../utils/ordered-controller');
const { withPagePopulate } = require('../../../utils/page-populate');
const { withSectionCollections } = require('../../../utils/section-collections');

/**
 * Pages in creation order (utils/ordered-controller.js), each read with all its sections, parts and media, and
 * every section that shows a collection holding its entries (utils/section-collections.js).
 */
module.exports = factories.createCoreController('api::page.page', ({ strapi }) => ({
  async find(ctx) {
    ctx.query = withPagePopulate(strapi, ctx.query.sort ? ctx.query : { ...ctx.query, sort: CREATION_ORDER });
    const answer = await super.find(ctx);
    if (!ctx.query.fields) await withSectionCollections(strapi, answer?.data, ctx);
    return answer;
  },
  async findOne(ctx) {
    ctx.query = withPagePopulate(strapi, ctx.query);
    const answer = await super.findOne(ctx);
    if (!ctx.query.fields) await withSectionCollections(strapi, answer?.data, ctx);
    return answer;
  },
}));
