'use strict';

const fs = require('node:fs');
const path = require('node:path');

const SECTIONS_DIR = path.join(__dirname, '../components/sections');

/**
 * The CMS collections a section shows (docs/site.md, "Pages built in the CMS"): a team grid shows the team (those
 * the editors mark for the company's page; the signature builder reads the whole roster on its own), a partner
 * carousel the partners, client logos the clients, an episode list the podcast's episodes. Each section component
 * declares its own in its schema (`options.shows` of src/components/sections/<type>.json: the call's name `read`
 * of shared/src/api/cms/cms-reads.json, the model's `uid`, and the `filters`, `sort` and `populate` of its read),
 * so a section type is its component, its labels, and the site's descriptor and view. The page read brings them
 * inside the section itself (`entries`), as strapi/LaunchPad populates per section, so a page of any mix of
 * sections is one read: in the render, on a first visit and in preview alike. The site's section descriptors
 * (mfe-marketing/src/sections/*\/descriptor.ts) declare the same collections by their call name (`read`); a test
 * keeps both equal.
 */
const SECTION_COLLECTIONS = Object.freeze(
  Object.fromEntries(
    fs
      .readdirSync(SECTIONS_DIR)
      .filter((file) => file.endsWith('.json'))
      .sort()
      .map((file) => [
        `sections.${file.slice(0, -'.json'.length)}`,
        JSON.parse(fs.readFileSync(path.join(SECTIONS_DIR, file), 'utf8')).options?.shows,
      ])
      .filter(([, shows]) => shows !== undefined),
  ),
);

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
