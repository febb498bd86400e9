// The Atom feeds of the blog and the success cases (scripts/lib/site-feeds.mjs): read back with a
// feed reader's parser (rss-parser), the newest 20 entries, full summaries, absolute links, dates
// from the CMS; written atomically beside the rendered pages, the last good file kept when the CMS fails.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import Parser from 'rss-parser';
import { siteFeeds } from '../../shared/src/config/site-feeds.cjs';
import { buildFeed, feedFile, writeSiteFeeds } from '../lib/site-feeds.mjs';

const SITE = 'https://www.linx.cl';
const [blogFeed, casesFeed] = siteFeeds;
const parse = (xml) => new Parser().parseString(xml);
const day = (n) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString();

/** 25 articles, published one a day; the 23rd was edited last; the newest has a long description. */
const articles = Array.from({ length: 25 }, (_, index) => ({
  id: index + 1,
  documentId: `doc-${index + 1}`,
  slug: `articulo-${index + 1}`,
  title: `Artículo ${index + 1}`,
  description: index === 24 ? `Pantallas & <LED> ${'texto largo '.repeat(60)}fin.` : `Resumen ${index + 1}`,
  publishedAt: day(index),
  updatedAt: index === 22 ? day(40) : day(index),
  author: index % 2 ? { name: 'Camila Rojas' } : null,
  categories: [{ name: 'todos' }, { name: 'Retail' }],
}));
const cases = [
  {
    id: 7,
    slug: 'mall-plaza',
    title: 'Mall Plaza',
    description: 'Cartelería en 12 pantallas.',
    publishedAt: day(2),
    updatedAt: day(9),
  },
  {
    id: 3,
    slug: 'clinica-norte',
    title: 'Clínica Norte',
    description: 'Turnos en pantalla.',
    publishedAt: day(5),
    updatedAt: day(5),
  },
];

describe('Atom feeds of the blog and the cases', () => {
  test('the blog feed holds the newest 20 articles, newest first, with absolute links and the CMS dates', async () => {
    const feed = await parse(buildFeed(blogFeed, articles, { siteUrl: SITE }));
    assert.equal(feed.title, 'Blog LINX');
    assert.equal(feed.link, `${SITE}/blog`);
    assert.equal(feed.feedUrl, `${SITE}/blog/feed.xml`);
    assert.equal(feed.items.length, 20);
    assert.deepEqual(
      feed.items.slice(0, 3).map((item) => item.title),
      ['Artículo 25', 'Artículo 24', 'Artículo 23'],
    );
    assert.ok(feed.items.every((item) => item.link.startsWith(`${SITE}/blog/articulo-`) && item.id === item.link));
    // The feed's own `updated` is the latest change of its entries, not the time it was written.
    assert.match(buildFeed(blogFeed, articles, { siteUrl: SITE }), /<feed[^]*?<updated>2026-02-10T00:00:00.000Z</);
    const [newest, second, third] = feed.items;
    assert.equal(newest.isoDate, day(24));
    assert.equal(third.isoDate, day(22), 'readers date an entry by its publication');
    assert.match(
      buildFeed(blogFeed, articles, { siteUrl: SITE }),
      /<id>https:\/\/www\.linx\.cl\/blog\/articulo-23<\/id>\s*<link[^>]*>\s*<updated>2026-02-10T00:00:00\.000Z</,
      "an entry's <updated> is its last change in the CMS",
    );
    assert.equal(second.author, 'Camila Rojas');
    assert.equal(newest.author, undefined, 'no author is invented');
    const newestXml = /<entry>[^]*?<\/entry>/.exec(buildFeed(blogFeed, articles, { siteUrl: SITE }))[0];
    assert.deepEqual(
      [...newestXml.matchAll(/<category ([^>]*)\/>/g)].map(([, attributes]) => attributes),
      ['label="Retail" term="Retail"'],
      '"todos" is no topic',
    );
  });

  test('summaries are whole and escaped as the HTML an Atom summary is', async () => {
    const xml = buildFeed(blogFeed, articles, { siteUrl: SITE });
    assert.match(xml, /<summary type="html"><!\[CDATA\[Pantallas &amp; &lt;LED&gt; texto largo /);
    const [newest] = (await parse(xml)).items;
    assert.ok(newest.summary.endsWith('fin.'), 'the summary is not cut');
    assert.ok(newest.summary.length > 700);
  });

  test("the cases' feed links each case by its slug; an entry without title or URL is left out", async () => {
    const feed = await parse(buildFeed(casesFeed, [...cases, { id: 9, title: '  ' }], { siteUrl: SITE }));
    assert.equal(feed.title, 'Casos de Éxito LINX');
    assert.deepEqual(
      feed.items.map((item) => [item.title, item.link, item.summary]),
      [
        ['Clínica Norte', `${SITE}/casos-exito/clinica-norte`, 'Turnos en pantalla.'],
        ['Mall Plaza', `${SITE}/casos-exito/mall-plaza`, 'Cartelería en 12 pantallas.'],
      ],
    );
    assert.match(buildFeed(casesFeed, cases, { siteUrl: SITE }), /<feed[^]*?<updated>2026-01-10T00:00:00.000Z</);
  });

  describe('written beside the rendered pages', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-feeds-'));
    let cms;
    let cmsUrl;
    let failing = false;
    before(async () => {
      cms = http.createServer((req, res) => {
        if (failing) return res.writeHead(503).end();
        const data = req.url.startsWith('/api/articles?') ? articles : req.url.startsWith('/api/cases?') ? cases : null;
        res.writeHead(data ? 200 : 404, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ data }));
      });
      await new Promise((resolve) => cms.listen(0, '127.0.0.1', resolve));
      cmsUrl = `http://127.0.0.1:${cms.address().port}`;
    });
    after(() => cms.close());

    test('each run writes both feeds; a run whose CMS read fails keeps the last ones', async () => {
      assert.deepEqual(await writeSiteFeeds({ dir, cmsUrl, siteUrl: SITE }), { written: ['blog', 'cases'], kept: [] });
      const blog = fs.readFileSync(feedFile(dir, blogFeed), 'utf8');
      assert.equal((await parse(blog)).items.length, 20);
      assert.equal((await parse(fs.readFileSync(feedFile(dir, casesFeed), 'utf8'))).items.length, 2);

      failing = true;
      const errors = [];
      const error = console.error;
      console.error = (line) => errors.push(line);
      try {
        assert.deepEqual(await writeSiteFeeds({ dir, cmsUrl, siteUrl: SITE }), {
          written: [],
          kept: ['blog', 'cases'],
        });
      } finally {
        console.error = error;
        failing = false;
      }
      assert.equal(errors.length, 2);
      assert.equal(fs.readFileSync(feedFile(dir, blogFeed), 'utf8'), blog);
      assert.deepEqual(
        fs.readdirSync(path.join(dir, 'feeds')).sort(),
        ['blog.xml', 'cases.xml'],
        'no temporary file is left behind',
      );
    });
  });
});
