// The public read allow-list (issue 30): every read the site and its tooling send is accepted, and the shapes
// that let one anonymous client stall the CMS (deep populate, unknown parameters, huge pages, filters through
// relations) are refused, checked without a server against the content types' schema files.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { siteReads, TOOLING_READS, NESTED_POPULATE } from '../scripts/lib/public-reads.mjs';
import { CMS_DIR } from '../scripts/lib/strapi-process.mjs';

const require = createRequire(import.meta.url);
const { publicReadProblem } = require('../src/utils/public-read-check.js');
const { PUBLIC_READS, LIMITS } = require('../src/utils/public-read-policy.js');
// The query-string parser Strapi uses, with strapi::query's default options.
const qs = createRequire(require.resolve('@strapi/core'))('qs');
const QS_OPTIONS = { strictNullHandling: true, arrayLimit: 100, depth: 20 };

/** Content types and components by uid, from their schema files, with the attributes Strapi adds to every type. */
const MODELS = (() => {
  const models = {};
  const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
  const apiDir = path.join(CMS_DIR, 'src', 'api');
  for (const name of fs.readdirSync(apiDir)) {
    const schema = readJson(path.join(apiDir, name, 'content-types', name, 'schema.json'));
    models[`api::${name}.${name}`] = {
      ...schema.attributes,
      createdAt: { type: 'datetime' },
      updatedAt: { type: 'datetime' },
      publishedAt: { type: 'datetime' },
      // Strapi's own: the document's id, and the date it first went public (config/features.js).
      documentId: { type: 'string' },
      firstPublishedAt: { type: 'datetime' },
      createdBy: { type: 'relation', relation: 'oneToOne', target: 'admin::user', private: true },
      updatedBy: { type: 'relation', relation: 'oneToOne', target: 'admin::user', private: true },
    };
  }
  const componentsDir = path.join(CMS_DIR, 'src', 'components');
  for (const category of fs.readdirSync(componentsDir)) {
    for (const file of fs.readdirSync(path.join(componentsDir, category))) {
      models[`${category}.${path.basename(file, '.json')}`] = readJson(
        path.join(componentsDir, category, file),
      ).attributes;
    }
  }
  return models;
})();

/** The check's verdict on `GET /api<read>`: null (accepted) or { status, message }. */
const problemOf = (read) => {
  const [pathname, querystring = ''] = read.split(/\?(.*)/s);
  return publicReadProblem({
    rest: pathname.replace(/^\//, ''),
    urlBytes: Buffer.byteLength(`/api${read}`),
    readQuery: () => qs.parse(querystring, QS_OPTIONS),
    attributesOf: (uid) => MODELS[uid],
  });
};
const withExamples = (read) =>
  read
    .replace(':id', '3')
    .replace(':slug', 'carteleria-digital-en-retail')
    .replace(':page', '2')
    .replace(':category', 'Retail')
    .replace(':documentId', 'w8x3kq0p1m2n4b5v6c7z8l9a')
    .replace(':path', encodeURIComponent('/servicios/seo'));

const assertAccepted = (read) => assert.equal(problemOf(read), null, `${read} refused`);
const assertRefused = (read, status = 400, message) => {
  const problem = problemOf(read);
  assert.ok(problem, `${read} accepted`);
  assert.equal(problem.status, status, `${read}: ${problem.message}`);
  if (message) assert.match(problem.message, message);
};

describe('public read allow-list', () => {
  it('names existing content types, and populate paths that exist and stay within the depth limit', () => {
    for (const [name, entry] of Object.entries(PUBLIC_READS)) {
      assert.ok(MODELS[entry.uid], `${name}: no type ${entry.uid}`);
      for (const populate of entry.populate) {
        const parts = populate.split('.');
        assert.ok(parts.length <= LIMITS.maxPopulateDepth, `${name}: ${populate} too deep`);
        let attributes = MODELS[entry.uid];
        for (const [index, part] of parts.entries()) {
          // "sections.*": every section component's own media and parts (a dynamic zone's shared populate).
          if (part === '*' && index > 0 && MODELS[entry.uid][parts[index - 1]]?.type === 'dynamiczone') continue;
          const attribute = attributes[part];
          assert.ok(
            ['relation', 'media', 'component', 'dynamiczone'].includes(attribute?.type),
            `${name}: ${populate} is not populatable`,
          );
          attributes = MODELS[attribute.target ?? attribute.component] ?? {};
        }
      }
      for (const field of [...entry.fields, ...entry.sort])
        assert.ok(MODELS[entry.uid][field], `${name}: no field ${field}`);
    }
  });

  it("accepts every read of the site (cms-reads.json) and of its tooling (sitemap, audit, e2e, the CMS's tests)", () => {
    const reads = [...siteReads(), ...TOOLING_READS];
    assert.ok(reads.length > 30);
    for (const read of reads) assertAccepted(withExamples(read));
  });

  it('accepts the same reads in the other forms qs and Strapi take', () => {
    for (const read of [
      '/articles?populate[cover]=true&populate[author][populate][avatar]=true',
      '/articles?populate[author][populate]=avatar',
      '/articles?populate=cover,categories',
      '/team-members?sort=order:asc,id:desc',
      '/team-members?sort[order]=asc',
      '/articles?fields=slug,title',
      '/articles?filters[categories][name][$eq]=Retail',
      '/articles?filters[author][name][$containsi]=ana',
      '/cases?filters[id][$in][0]=1&filters[id][$in][1]=2',
      '/articles?filters[$or][0][slug][$eq]=a&filters[$or][1][title][$containsi]=b',
      '/articles?pagination[page]=2&pagination[pageSize]=10&pagination[withCount]=false',
      '/articles?pagination[start]=0&pagination[limit]=1000',
      '/articles?status=published',
      '/articles/w8x3kq0p1m2n4b5v6c7z8l9a',
    ]) {
      assertAccepted(read);
    }
  });

  it('refuses the nested populate of cases → categories → cases…, and any populate deeper than the limit', () => {
    assertRefused(NESTED_POPULATE, 400, /deeper than 2 levels/);
    assertRefused('/cases?populate[0]=categories.cases', 400, /not a public read/);
    assertRefused('/cases?populate[categories][populate][cases]=true', 400, /not a public read/);
    assertRefused('/articles?populate[0]=author.avatar.related', 400, /deeper/);
    assertRefused('/articles?populate[author][populate][avatar][populate]=*', 400, /deeper/);
  });

  it('refuses populate outside the list: other relations, "*" where it would reach them, options other than populate', () => {
    assertRefused('/categories?populate=*', 400, /"\*" would include articles, cases, materials/);
    assertRefused('/categories?populate[0]=cases');
    assertRefused('/articles?populate[0]=createdBy');
    assertRefused('/articles?populate[0]=*');
    assertRefused('/articles?populate[categories][fields][0]=name', 400, /only true or a nested populate/);
    assertRefused('/articles?populate[categories][filters][name][$eq]=x');
    assertRefused('/articles?populate[cover]=false');
    assertRefused('/articles?populate');
    assertRefused(
      `/products?populate=${Array.from({ length: 20 }, () => 'images').join(',')}`,
      400,
      /more than 16 paths/,
    );
  });

  it('refuses unknown query parameters, so a made-up one cannot make every request a cache miss', () => {
    assertRefused('/categories?zz=1', 400, /Unknown query parameter "zz"/);
    assertRefused(`${siteReads()[0]}&zz=1`, 400, /"zz"/);
    assertRefused('/categories?publicationState=preview');
    assertRefused('/categories?status=draft', 403, /drafts are not public/);
    assertRefused('/categories?locale=../../x');
  });

  it('refuses pages over the maximum size and unbounded limits', () => {
    assertAccepted(`/articles?pagination[pageSize]=${LIMITS.maxPageSize}`);
    assertRefused(`/articles?pagination[pageSize]=${LIMITS.maxPageSize + 1}`, 400, /pageSize/);
    assertRefused(`/articles?pagination[limit]=${LIMITS.maxPageSize + 1}`, 400, /limit/);
    assertRefused('/articles?pagination[limit]=-1');
    assertRefused('/articles?pagination[pageSize]=0');
    assertRefused('/articles?pagination[page]=1e9');
    assertRefused('/articles?pagination[start]=100000000');
    assertRefused('/articles?pagination[pageSize][$gt]=1');
    assertRefused('/articles?pagination=1000');
  });

  it('refuses fields and sort keys the site does not use', () => {
    assertRefused('/articles?fields[0]=content', 400, /"content"/);
    assertRefused('/articles?fields[0]=*');
    assertRefused('/team-members?sort=email', 400, /"email"/);
    assertRefused('/articles?sort=categories.name:asc');
    assertRefused('/team-members?sort=order:sideways');
    assertRefused('/articles?sort=id&sort=id&sort=id&sort=id', 400, /more than 3/);
  });

  it('keeps filters to cheap operators, one relation level and a bounded size', () => {
    assertRefused('/articles?filters[categories][articles][slug][$eq]=a', 400, /one relation at most/);
    assertRefused('/articles?filters[categories][cases][id][$eq]=1', 400, /one relation at most/);
    assertRefused('/articles?filters[createdBy][email][$eq]=a', 400, /not a field/);
    assertRefused('/articles?filters[cover][url][$eq]=a', 400, /cannot be filtered/);
    assertRefused('/articles?filters[password][$eq]=a', 400, /not a field/);
    assertRefused('/articles?filters[slug][$regex]=a', 400, /operator "\$regex"/);
    assertRefused('/articles?filters[slug][$not][$eq]=a');
    assertRefused('/articles?filters[$foo][slug]=a');
    assertRefused('/articles?filters=slug');
    assertRefused('/articles?filters[slug][$eq][0]=a&filters[slug][$eq][1]=b', 400, /one value/);
    const many = Array.from({ length: 17 }, (_, i) => `filters[$or][${i}][id][$eq]=${i}`).join('&');
    assertRefused(`/articles?${many}`, 400, /more than 16 conditions/);
    const deep = `/articles?filters${'[$and][0]'.repeat(6)}[id][$eq]=1`;
    assertRefused(deep, 400, /nested more than/);
    const list = Array.from({ length: 101 }, (_, i) => `filters[id][$in][${i}]=${i}`).join('&');
    assertRefused(`/cases?${list}`, 400);
  });

  it('refuses paths outside the list or in another case (403), and addresses longer than the response cache keeps', () => {
    for (const read of [
      '/users',
      '/upload/files',
      '/users-permissions/roles',
      '/articles/x/y',
      '/articles/not-a-document-id!',
      '/i18n/locales',
      '/ARTICLES',
      '/Cases',
    ]) {
      assertRefused(read, 403);
    }
    assertRefused(`/articles?filters[slug][$eq]=${'a'.repeat(LIMITS.maxUrlBytes)}`, 400, /longer than/);
  });
});
