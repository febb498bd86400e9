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
const { checkPublicRead, publicReadProblem } = require('../src/utils/public-read-check.js');
const { PUBLIC_READS, LIMITS } = require('../src/utils/public-read-policy.js');
const { storedType } = require('../src/utils/custom-fields.js');
// The query-string parser Strapi uses, with strapi::query's default options.
const qs = createRequire(require.resolve('@strapi/core'))('qs');
const QS_OPTIONS = { strictNullHandling: true, arrayLimit: 100, depth: 20 };

/** Attributes as Strapi loads them: a custom field has the type it is registered with (src/utils/custom-fields.js). */
const asLoaded = (attributes) =>
  Object.fromEntries(Object.entries(attributes).map(([name, attribute]) => [name, { ...attribute, type: storedType(attribute) }]));
/** Content types and components by uid, from their schema files, with the attributes Strapi adds to every type. */
const MODELS = (() => {
  const models = {};
  const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
  const apiDir = path.join(CMS_DIR, 'src', 'api');
  for (const name of fs.readdirSync(apiDir)) {
    // An API of routes only (no content type) has no schema.
    const schemaFile = path.join(apiDir, name, 'content-types', name, 'schema.json');
    if (!fs.existsSync(schemaFile)) continue;
    const schema = readJson(schemaFile);
    models[`api::${name}.${name}`] = {
      ...asLoaded(schema.attributes),
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
      models[`${category}.${path.basename(file, '.json')}`] = asLoaded(
        readJson(path.join(componentsDir, category, file)).attributes,
      );
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
/** The canonical form of an accepted read (the response cache's key, src/middlewares/public-read-guard.js). */
const canonicalOf = (read) => {
  const [pathname, querystring = ''] = read.split(/\?(.*)/s);
  const { problem, query } = checkPublicRead({
    rest: pathname.replace(/^\//, ''),
    urlBytes: Buffer.byteLength(`/api${read}`),
    readQuery: () => qs.parse(querystring, QS_OPTIONS),
    attributesOf: (uid) => MODELS[uid],
  });
  assert.equal(problem, undefined, `${read}: ${problem?.message}`);
  return `${pathname}?${JSON.stringify(query)}`;
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
      '/articles?filters[featured][$eq]=false&filters[slug][$eq]=a',
      '/pages?filters[path][$startsWith]=/campanas/',
      '/redirects?filters[from][$eq]=/campana',
      '/articles?pagination[page]=2&pagination[pageSize]=10',
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
    // The site reads no localised content: each locale code would be one more cache entry of the same list.
    assertRefused('/categories?locale=es', 400, /Unknown query parameter "locale"/);
  });

  it('refuses pages over the maximum size, and paging the site does not use (start, limit, withCount)', () => {
    assertAccepted(`/articles?pagination[pageSize]=${LIMITS.maxPageSize}`);
    assertRefused(`/articles?pagination[pageSize]=${LIMITS.maxPageSize + 1}`, 400, /pageSize/);
    assertRefused(`/articles?pagination[limit]=${LIMITS.maxPageSize + 1}`, 400, /limit/);
    assertRefused('/articles?pagination[limit]=-1');
    assertRefused('/articles?pagination[pageSize]=0');
    assertRefused('/articles?pagination[page]=1e9');
    assertRefused('/articles?pagination[start]=0', 400, /pagination\[start\] is not accepted/);
    assertRefused('/articles?pagination[withCount]=false', 400, /withCount/);
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

  it('keeps filters to the fields and operators the site uses, one value each (issue 43)', () => {
    // The cache buster of issue 43: each random value answered every page, uncached.
    assertRefused(`/pages?filters[path][$ne]=${Math.random()}`, 400, /filters\[path\]: operator "\$ne" is not accepted/);
    for (const operator of ['$nei', '$in', '$notIn', '$lt', '$gt', '$between', '$contains', '$containsi', '$null'])
      assertRefused(`/articles?filters[slug][${operator}]=a`, 400, /is not accepted/);
    assertRefused('/articles?filters[slug][$regex]=a', 400, /operator "\$regex"/);
    assertRefused('/pages?filters[path][$endsWith]=/seo', 400, /operator/);
    // Fields the site never filters by, relations it never goes through, anything deeper.
    assertRefused('/articles?filters[title][$eq]=a', 400, /filters\[title\]: not a filter of this type/);
    assertRefused('/articles?filters[author][name][$eq]=ana', 400, /not a filter/);
    assertRefused('/cases?filters[id][$eq]=1', 400, /not a filter/);
    assertRefused('/categories?filters[name][$eq]=Retail', 400, /not a filter/);
    assertRefused('/articles?filters[categories][slug][$eq]=a', 400, /filters\[categories\]\[slug\]: not a filter/);
    assertRefused('/articles?filters[categories][articles][slug][$eq]=a', 400, /not a filter/);
    assertRefused('/articles?filters[createdBy][email][$eq]=a', 400, /not a filter/);
    assertRefused('/articles?filters[cover][url][$eq]=a', 400, /not a filter/);
    assertRefused('/articles?filters[password][$eq]=a', 400, /not a filter/);
    // Combinations and shorthands the site does not send.
    assertRefused('/articles?filters[$or][0][slug][$eq]=a&filters[$or][1][slug][$eq]=b', 400, /"\$or" is not accepted/);
    assertRefused('/articles?filters[$and][0][slug][$eq]=a', 400, /"\$and"/);
    assertRefused('/articles?filters[$not][slug][$eq]=a', 400, /"\$not"/);
    assertRefused('/articles?filters[slug][$not][$eq]=a', 400, /operator "\$not"/);
    assertRefused('/articles?filters[slug]=a', 400, /expected filters\[slug\]\[<operator>\]=<value>/);
    assertRefused('/articles?filters=slug');
    // One value of the field's kind.
    assertRefused('/articles?filters[slug][$eq][0]=a&filters[slug][$eq][1]=b', 400, /one value/);
    assertRefused('/articles?filters[slug][$eq]', 400, /one value/);
    assertRefused('/articles?filters[featured][$eq]=1', 400, /true or false/);
    assertRefused(`/articles?filters[slug][$eq]=${'a'.repeat(LIMITS.maxFilterValueChars + 1)}`, 400, /1 to 200/);
    assertRefused('/articles?filters[slug][$eq]=a%0Ab', 400, /control characters/);
    // The entries that have a field: `true` alone (`false` would list the others, any other value is none).
    assertRefused('/pages?filters[label][$notNull]=false', 400, /true/);
    assertRefused('/pages?filters[label][$notNull]=x', 400, /true/);
  });

  it('lists filters on fields that exist, with operators a public read may use', () => {
    for (const [name, entry] of Object.entries(PUBLIC_READS)) {
      for (const [field, operators] of Object.entries(entry.filters)) {
        const [first, second] = field.split('.');
        const attribute = MODELS[entry.uid][first];
        assert.ok(attribute, `${name}: no field ${first}`);
        if (second) assert.ok(MODELS[attribute.target ?? attribute.component]?.[second], `${name}: no field ${field}`);
        assert.ok(operators.length > 0 && operators.every((op) => ['$eq', '$startsWith', '$notNull'].includes(op)), name);
      }
    }
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

describe('canonical form of a public read (one response cache entry per read, issue 43)', () => {
  const assertSame = (reads) => {
    const keys = new Set(reads.map(canonicalOf));
    assert.equal(keys.size, 1, `${reads.join('\n')}\n→ ${[...keys].join('\n')}`);
  };

  it('gives every spelling of one read the same form', () => {
    assertSame([
      '/articles?filters[slug][$eq]=a&populate[0]=cover&populate[1]=categories&populate[2]=author.avatar',
      '/articles?populate[2]=author.avatar&populate[1]=categories&populate[0]=cover&filters[slug][$eq]=a',
      '/articles?populate=cover,categories,author.avatar&filters[slug][$eq]=a',
      '/articles?populate[cover]=true&populate[categories]=true&populate[author][populate][avatar]=true&filters[slug][$eq]=a',
      '/articles?populate[0]=cover&populate[1]=cover&populate[2]=categories&populate[3]=author&populate[4]=author.avatar&filters[slug][$eq]=a',
      '/articles?filters[slug][$eq]=a&populate[0]=cover&populate[1]=categories&populate[2]=author.avatar&status=published',
    ]);
    assertSame([
      '/articles?fields[0]=title&fields[1]=slug&sort[0]=firstPublishedAt&pagination[page]=2&pagination[pageSize]=12',
      '/articles?pagination[pageSize]=012&pagination[page]=02&fields=slug,title,title&sort=firstPublishedAt:ASC',
      '/articles?sort[0]=firstPublishedAt:asc&fields[1]=title&fields[0]=slug&pagination[page]=2&pagination[pageSize]=12',
    ]);
    assertSame([
      '/articles?filters[categories][name][$eq]=Retail&filters[featured][$eq]=true',
      '/articles?filters[featured][$eq]=true&filters[categories][name][$eq]=Retail',
    ]);
    assertSame(['/team-members?sort=order:asc,id:desc', '/team-members?sort[0]=order&sort[1]=id:desc']);
  });

  it('keeps reads that answer differently apart', () => {
    const reads = [
      '/articles',
      '/articles?filters[slug][$eq]=a',
      '/articles?filters[slug][$eq]=A',
      '/articles?filters[slug][$eq]=b',
      '/articles?sort=id:asc',
      '/articles?sort=id:desc',
      '/articles?sort[0]=firstPublishedAt&sort[1]=documentId',
      '/articles?sort[0]=documentId&sort[1]=firstPublishedAt',
      '/articles?pagination[page]=2',
      '/articles?pagination[pageSize]=2',
      '/articles?fields[0]=slug',
      '/articles?populate[0]=author',
      '/articles?populate[0]=author.avatar',
      '/articles?populate=*',
      '/pages?filters[path][$eq]=/a',
      '/pages?filters[path][$startsWith]=/a',
    ];
    assert.equal(new Set(reads.map(canonicalOf)).size, reads.length);
  });
});
