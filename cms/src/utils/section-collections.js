'use strict';

/**
 * The CMS collections a section shows (docs/site.md, "Pages built in the CMS"): a team grid shows the team, a
 * partner carousel the partners, client logos the clients, an episode list the podcast's episodes. The page read
 * brings them inside the section itself (`entries`), as strapi/LaunchPad populates per section, so a page of any
 * mix of sections is one read: in the render, on a first visit and in preview alike. The site's section
 * descriptors (mfe-marketing/src/sections/*\/descriptor.ts) declare the same collections by their call name
 * (`read`, shared/src/api/cms/cms-reads.json); a test keeps both lists equal.
 */
const SECTION_COLLECTIONS = Object.freeze({
  'sections.team-grid': {
    read: 'team-members',
    uid: 'api::team-member.team-member',
    // Those the editors mark for the company's page; the signature builder reads the whole roster on its own.
    filters: { showOnAbout: true },
    sort: ['order:asc', 'id:asc'],
    populate: { photo: true },
  },
  'sections.partner-carousel': {
    read: 'partners',
    uid: 'api::partner.partner',
    sort: ['createdAt:asc', 'id:asc'],
    populate: { logo: true },
  },
  'sections.client-logos': {
    read: 'client-logos',
    uid: 'api::client-logo.client-logo',
    sort: ['createdAt:asc', 'id:asc'],
    populate: { logo: true },
  },
  'sections.episode-list': {
    read: 'podcast-episodes',
    uid: 'api::podcast-episode.podcast-episode',
    sort: ['date:desc', 'id:desc'],
    populate: { image: true },
  },
});

/** Entries a section brings at most (a collection shown on a page, never a whole archive). */
const MAX_ENTRIES = 100;

/** The published entries of a collection, as its own public read would answer them (private fields left out). */
const readCollection = async (strapi, collection, ctx) => {
  const { uid, filters, sort, populate } = collection;
  const entries = await strapi.documents(uid).findMany({
    status: 'published',
    filters,
    sort,
    populate,
    limit: MAX_ENTRIES,
  });
  return strapi.contentAPI.sanitize.output(entries, strapi.getModel(uid), { auth: ctx?.state?.auth });
};

/**
 * The pages of a page read with every section that shows a collection holding that collection's entries
 * (`section.entries`). Each collection is read once per answer, however many sections show it.
 */
const withSectionCollections = async (strapi, pages, ctx) => {
  const list = Array.isArray(pages) ? pages : pages ? [pages] : [];
  const reads = new Map();
  const entriesOf = (component) => {
    const collection = SECTION_COLLECTIONS[component];
    if (!reads.has(component)) reads.set(component, readCollection(strapi, collection, ctx));
    return reads.get(component);
  };
  for (const page of list) {
    for (const section of Array.isArray(page?.sections) ? page.sections : []) {
      if (Object.hasOwn(SECTION_COLLECTIONS, section?.__component)) {
        section.entries = await entriesOf(section.__component);
      }
    }
  }
  return pages;
};

module.exports = { SECTION_COLLECTIONS, withSectionCollections };
