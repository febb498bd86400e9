// Per-page seeding of the pages built from sections (src/seed/pages.js, docs/decisions.md 13), without a server:
// a page of the seed data is created and published once, when its path was never seeded and holds no page; a page
// an editor deleted is not seeded again; every `{ file, alt }` at any depth becomes a Media Library id; a failed
// run writes nothing and removes its uploads.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { seedPages, pagesPending, STORE_KEY } = require('../src/seed/pages.js');
const pages = require('../src/seed/data/pages/index.js');

const ALL_PATHS = pages.map((page) => page.path);
const SAMPLE = '/campanas/retail-conectado';

/** Just what seedPages uses of Strapi: the core store, page and file queries, the upload service, documents. */
const fakeStrapi = ({ stored, pagePaths = [], failCreate = false } = {}) => {
  const state = { stored, created: [], uploads: [], removed: [], nextId: 1 };
  state.strapi = {
    store: () => ({
      get: async ({ key }) => (key === STORE_KEY ? state.stored : undefined),
      set: async ({ key, value }) => {
        if (key === STORE_KEY) state.stored = value;
      },
    }),
    db: {
      query: (uid) =>
        uid === 'api::page.page'
          ? { findMany: async () => pagePaths.map((path) => ({ path })) }
          : { findOne: async ({ where }) => state.uploads.find((file) => file.name === where.name) ?? null },
      transaction: async (fn) => fn(),
    },
    documents: () => ({
      create: async (params) => {
        if (failCreate) throw new Error('database down');
        state.created.push(params);
        return params.data;
      },
    }),
    plugin: () => ({
      service: () => ({
        upload: async ({ data }) => {
          const file = { id: state.nextId++, name: data.fileInfo.name, alternativeText: data.fileInfo.alternativeText };
          state.uploads.push(file);
          return [file];
        },
        remove: async (file) => state.removed.push(file.id),
      }),
    }),
    log: { info: () => undefined, error: () => undefined },
  };
  return state;
};

/** Whether a `{ file, alt }` reference is left anywhere in a value. */
const hasFileRef = (value) =>
  value !== null &&
  typeof value === 'object' &&
  (typeof value.file === 'string' || Object.values(value).some(hasFileRef));

describe('page seeding', () => {
  it('seeds every page on a fresh database, published, with Media Library ids at any depth', async () => {
    const state = fakeStrapi();
    await seedPages(state.strapi);
    assert.deepEqual(state.created.map((params) => params.data.path), ALL_PATHS);
    assert.ok(state.created.every((params) => params.status === 'published'));
    assert.ok(!state.created.some((params) => hasFileRef(params.data.sections)));
    assert.deepEqual(state.stored.paths, ALL_PATHS);

    const seo = state.created.find((params) => params.data.path === '/servicios/seo').data;
    const [hero, cards] = seo.sections;
    const byId = (id) => state.uploads.find((file) => file.id === id);
    assert.equal(byId(hero.partner.logo).name, 'seo-partner-rankea.svg');
    assert.equal(byId(hero.partner.logo).alternativeText, 'Rankea Digital');
    const sem = cards.items[1];
    assert.deepEqual(sem.video.map((id) => byId(id).name), ['sem-growth.webm', 'sem-growth.mp4']);
    assert.equal(byId(sem.poster).name, 'sem-growth-poster.png');
    assert.deepEqual(
      [cards.items[0].image, cards.items[2].image].map((id) => byId(id).name),
      ['seo-organic.svg', 'seo-integral.svg'],
    );
    // Each file is uploaded once, however many references it has.
    assert.equal(new Set(state.uploads.map((file) => file.name)).size, state.uploads.length);
    assert.equal(pagesPending(state.stored), false);
  });

  it('counts an older flag without a list as the sample page seeded, and seeds the others', async () => {
    const state = fakeStrapi({ stored: { seededAt: '2026-01-01T00:00:00.000Z' } });
    assert.equal(pagesPending(state.stored), true);
    await seedPages(state.strapi);
    assert.deepEqual(
      state.created.map((params) => params.data.path),
      ALL_PATHS.filter((path) => path !== SAMPLE),
    );
    assert.deepEqual([...state.stored.paths].sort(), [...ALL_PATHS].sort());
  });

  it('does not seed again a page an editor deleted, nor one an editor made at its path', async () => {
    const seededBefore = ALL_PATHS.filter((path) => path !== '/servicios/seo');
    // Every page but the sample was deleted; /servicios/seo was never seeded but an editor made a page there.
    const state = fakeStrapi({ stored: { paths: seededBefore }, pagePaths: [SAMPLE, '/servicios/seo'] });
    assert.equal(pagesPending(state.stored), true);
    await seedPages(state.strapi);
    assert.deepEqual(state.created, []);
    assert.deepEqual(state.uploads, []);
    assert.deepEqual([...state.stored.paths].sort(), [...ALL_PATHS].sort());
    assert.equal(pagesPending(state.stored), false);
  });

  it('writes nothing and removes its uploads when a page fails', async () => {
    const state = fakeStrapi({ failCreate: true });
    await assert.rejects(seedPages(state.strapi), /database down/);
    assert.equal(state.stored, undefined);
    assert.ok(state.uploads.length > 0);
    assert.deepEqual(state.removed.sort(), state.uploads.map((file) => file.id).sort());
  });
});

describe('seed data of the pages', () => {
  const { sectionsProblem } = require('../src/utils/page-rules.js');

  it('passes the page rules, each page after the pages its buttons link to (saving checks they exist)', () => {
    pages.forEach((page, index) => {
      const earlier = new Set(pages.slice(0, index).map((other) => other.path));
      assert.equal(sectionsProblem(page.sections, (pathname) => earlier.has(pathname)), null, page.path);
    });
  });

  it('labels the pages other pages sit below with their names in breadcrumbs (the schema bounds a label)', () => {
    const schema = require('../src/api/page/content-types/page/schema.json');
    const labelled = pages.filter((page) => page.label !== undefined).map((page) => [page.path, page.label]);
    assert.deepEqual(labelled.sort(), [
      ['/', 'Inicio'],
      ['/sobre-nosotros', 'Sobre Nosotros'],
    ]);
    for (const [, label] of labelled) assert.ok(label.length <= schema.attributes.label.maxLength);
  });
});

describe('the labels of a database seeded before pages had one', () => {
  const { seedPageLabels, LABELS_KEY } = require('../src/seed/pages.js');
  /** Just what seedPageLabels uses: the core store and the pages' updateMany. */
  const labelsStrapi = (stored) => {
    const state = { stored, updates: [] };
    state.strapi = {
      store: () => ({
        get: async ({ key }) => (key === LABELS_KEY ? state.stored : undefined),
        set: async ({ key, value }) => {
          if (key === LABELS_KEY) state.stored = value;
        },
      }),
      db: { query: (uid) => ({ updateMany: async (query) => state.updates.push({ uid, ...query }) }) },
    };
    return state;
  };

  it('gives each seeded page its label where it has none, once', async () => {
    const state = labelsStrapi(undefined);
    await seedPageLabels(state.strapi);
    const labelled = pages.filter((page) => page.label);
    assert.ok(labelled.some((page) => page.path === '/' && page.label === 'Inicio'));
    assert.ok(labelled.some((page) => page.path === '/sobre-nosotros' && page.label === 'Sobre Nosotros'));
    assert.deepEqual(
      state.updates,
      labelled.map((page) => ({
        uid: 'api::page.page',
        where: { path: page.path, label: { $null: true } },
        data: { label: page.label },
      })),
    );
    assert.ok(state.stored?.at, 'its flag is set');
    state.updates.length = 0;
    await seedPageLabels(state.strapi);
    assert.deepEqual(state.updates, [], 'a label an editor clears later is not given back');
  });
});
