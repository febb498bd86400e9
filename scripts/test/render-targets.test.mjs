// Which pages a content change renders again (lib/render-targets.mjs, docs/rendering.md "Staying
// fresh"): one entry's edit reaches the pages that showed it, and the listings of its model only when
// it joins, leaves or moves within them; a model-wide change reaches every page of a route reading it.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { changeToken, parseChangeToken } from '../lib/render-changes.mjs';
import { pagesToRender } from '../lib/render-targets.mjs';
import { NOT_FOUND } from '../lib/rendered-store.mjs';

const docId = (n) => `art${String(n).padStart(21, '0')}`;

/**
 * The rendered store of a site with `count` articles: one page per article showing its own entry,
 * `/blog` showing the first 12 and the categories, the cases, the about page and the not-found page.
 */
const siteWith = (count) => {
  const articles = Array.from({ length: count }, (_, index) => ({
    path: `/blog/articulo-${index}`,
    entries: { article: [docId(index)] },
  }));
  const blog = {
    path: '/blog',
    entries: { article: articles.slice(0, 12).map((page) => page.entries.article[0]), category: ['cat1', 'cat2'] },
  };
  const rendered = [
    { path: '/', entries: { 'client-logo': ['logo1'] } },
    { path: '/sobre-nosotros', entries: { page: ['about'], 'team-member': ['tm1'], partner: ['pa1'] } },
    { path: '/campanas/equipo', entries: { page: ['camp1'], 'team-member': ['tm1', 'tm2'] } },
    blog,
    { path: '/casos-exito', entries: { case: ['case7'], category: ['cat1'] } },
    { path: '/casos-exito/7', entries: { case: ['case7'] } },
    { path: '/recursos', entries: { material: ['mat1'], category: ['cat1', 'cat2'] } },
    { path: '/contacto', entries: {} },
    { path: NOT_FOUND, entries: {} },
    ...articles,
  ];
  // The CMS lists the pages built in it (the home and About too: the route of every other path serves them).
  const pages = ['/', '/sobre-nosotros', '/campanas/equipo'];
  return { rendered, listed: [...pages, ...articles.map((page) => page.path), '/casos-exito/7'] };
};

const change = (model, documentId, action) => changeToken({ model, documentId, action });

// Entries' own pages come before the listings: an edited article is fresh first.
describe('an entry change selects the pages that showed it', () => {
  const { rendered, listed } = siteWith(40);

  test("an article's edit: its own page and the listing that shows it, no other article", () => {
    assert.deepEqual(pagesToRender({ changes: [change('article', docId(3), 'update')], listed, rendered }), [
      '/blog/articulo-3',
      '/blog',
    ]);
  });

  test('an edit of an article no listing shows renders its own page alone', () => {
    assert.deepEqual(pagesToRender({ changes: [change('article', docId(30), 'update')], listed, rendered }), [
      '/blog/articulo-30',
    ]);
  });

  test('a change of order or membership adds every listing of the model, still no other article', () => {
    for (const action of ['reorder', 'publish', 'unpublish', 'delete']) {
      assert.deepEqual(
        pagesToRender({ changes: [change('article', docId(30), action)], listed, rendered }),
        ['/blog/articulo-30', '/blog'],
        action,
      );
    }
  });

  test('a new article: its page (listed, never rendered) and the listings', () => {
    const withNew = [...listed, '/blog/nuevo'];
    assert.deepEqual(pagesToRender({ changes: [change('article', 'nuevo1', 'create')], listed: withNew, rendered }), [
      '/blog/nuevo',
      '/blog',
    ]);
  });

  test("a category's edit reaches the lists that showed it, not the article pages", () => {
    assert.deepEqual(pagesToRender({ changes: [change('category', 'cat2', 'update')], listed, rendered }), [
      '/blog',
      '/recursos',
    ]);
  });

  test('a case: its page and the cases list', () => {
    assert.deepEqual(pagesToRender({ changes: [change('case', 'case7', 'update')], listed, rendered }), [
      '/casos-exito/7',
      '/casos-exito',
    ]);
  });

  test('several changes in one run: the union', () => {
    const changes = [change('article', docId(30), 'update'), change('team-member', 'tm1', 'update')];
    assert.deepEqual(pagesToRender({ changes, listed, rendered }).sort(), [
      '/blog/articulo-30',
      '/campanas/equipo',
      '/sobre-nosotros',
    ]);
  });

  test('a collection a page built in the CMS shows in its sections: an edit reaches the pages that showed the entry, a publish every such page', () => {
    assert.deepEqual(pagesToRender({ changes: [change('team-member', 'tm2', 'update')], listed, rendered }), [
      '/campanas/equipo',
    ]);
    assert.deepEqual(pagesToRender({ changes: [change('team-member', 'tm9', 'publish')], listed, rendered }).sort(), [
      '/campanas/equipo',
      '/sobre-nosotros',
    ]);
    assert.deepEqual(pagesToRender({ changes: [change('partner', 'pa9', 'update')], listed, rendered }), []);
  });

  test('a page whose last render failed is tried again, first, with the next change, while the site still has it', () => {
    // A campaign page whose team grid found no published member never rendered; a member is published.
    const withCampaign = [...listed, '/campanas/nuevo-equipo'];
    const failed = ['/campanas/nuevo-equipo', '/campanas/despublicada'];
    assert.deepEqual(
      pagesToRender({ changes: [change('team-member', 'tm9', 'publish')], listed: withCampaign, rendered, failed }),
      ['/campanas/nuevo-equipo', '/sobre-nosotros', '/campanas/equipo'],
    );
    // Any change tries it (the CMS may have been down); a page the CMS no longer lists is not tried.
    assert.deepEqual(
      pagesToRender({ changes: [change('case', 'case7', 'update')], listed: withCampaign, rendered, failed }),
      ['/campanas/nuevo-equipo', '/casos-exito/7', '/casos-exito'],
    );
    assert.deepEqual(pagesToRender({ changes: [change('partner', 'pa9', 'update')], listed, rendered, failed }), []);
  });
});

describe('model-wide and unknown changes', () => {
  const { rendered, listed } = siteWith(3);

  test('a model alone renders every page of a route that reads it, and new entries', () => {
    const paths = pagesToRender({ changes: ['article'], listed: [...listed, '/blog/nuevo'], rendered });
    // A new entry's page first (it has its HTML before the listings link to it), then the entries' own pages.
    assert.deepEqual(paths, ['/blog/nuevo', '/blog/articulo-0', '/blog/articulo-1', '/blog/articulo-2', '/blog']);
    assert.deepEqual(pagesToRender({ changes: ['team-member'], listed, rendered }).sort(), [
      '/campanas/equipo',
      '/sobre-nosotros',
    ]);
  });

  test('a model no call reads, or a malformed change: every rendered page, to be safe', () => {
    assert.equal(pagesToRender({ changes: ['something-new'], listed, rendered }).length, rendered.length);
    assert.equal(pagesToRender({ changes: ['article:x:sideways'], listed, rendered }).length, rendered.length);
  });

  test('no changes named: every page of the route list, the entries listed (the home is one) and the not-found page', () => {
    const paths = pagesToRender({ changes: null, listed, rendered });
    assert.ok(paths.includes('/') && paths.includes('/productos') && paths.includes(NOT_FOUND));
    assert.ok(listed.every((pathname) => paths.includes(pathname)));
  });
});

describe('at 1,000 articles', () => {
  const { rendered, listed } = siteWith(1000);

  test('one article edit renders at most 10 pages (issue 27 item 4)', () => {
    for (const index of [0, 11, 500, 999]) {
      for (const action of ['update', 'reorder']) {
        const paths = pagesToRender({ changes: [change('article', docId(index), action)], listed, rendered });
        assert.ok(paths.length <= 10, `${action} of article ${index}: ${paths.length} pages`);
        assert.ok(paths.includes(`/blog/articulo-${index}`));
      }
    }
  });
});

describe('change tokens', () => {
  test('round trip, and malformed tokens are null', () => {
    const entry = { model: 'article', documentId: 'abc123', action: 'publish' };
    assert.deepEqual(parseChangeToken(changeToken(entry)), entry);
    assert.deepEqual(parseChangeToken('article'), { model: 'article' });
    for (const bad of ['', 'article:abc', 'article:ABC!:update', 'article:abc:explode', 'a:b:update:x']) {
      assert.equal(parseChangeToken(bad), null, bad);
    }
  });
});
