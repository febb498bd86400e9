// Every public read of the content API that the site and its tooling send, for the tests of the public read
// allow-list (src/utils/public-read-policy.js): they must all keep answering 200 without credentials.
// `:id`, `:slug` and `:documentId` stand for an existing case id, article slug and team member documentId.
import fs from 'node:fs';
import path from 'node:path';
import { CMS_DIR } from './strapi-process.mjs';

const CMS_READS_FILE = path.join(CMS_DIR, '..', 'shared', 'src', 'api', 'cms', 'cms-reads.json');

/** The site's own reads (shared/src/api/cms/cms-reads.json: the client, the page starter, the prerender). */
export const siteReads = () =>
  Object.values(JSON.parse(fs.readFileSync(CMS_READS_FILE, 'utf8')).calls).map((call) =>
    typeof call === 'string' ? call : call.path,
  );

/** Reads of the tooling around the site, by where they are sent from (paths under /api). */
export const TOOLING_READS = [
  // scripts/generate-sitemap.mjs (also the static server's /sitemap.xml and the prerender)
  '/articles?fields[0]=slug&fields[1]=updatedAt&pagination[pageSize]=1000&sort=id:asc',
  '/cases?fields[0]=updatedAt&pagination[pageSize]=1000&sort=id:asc',
  '/pages?filters[path][$startsWith]=/campanas/&fields[0]=path&fields[1]=updatedAt&fields[2]=noindex&pagination[pageSize]=1000&sort=id:asc',
  // scripts/audit/run-audit.mjs, e2e/support/routes.ts
  '/articles?fields[0]=slug&sort=id:asc',
  '/cases?fields[0]=title&sort=id:asc',
  // scripts/audit/media-figures.mjs, e2e/tests/media-uploads.spec.ts
  '/articles?sort=id:asc&populate[0]=cover',
  // e2e/tests/fault-drills/cms-down.spec.ts
  '/articles?fields[0]=slug&fields[1]=title&sort=id:asc',
  '/products?fields[0]=name&sort=id:asc',
  '/materiales?fields[0]=title&sort=id:asc',
  // e2e/tests/shell.spec.ts, e2e/support/routes.ts, fault-drills/cms-down.spec.ts
  '/articles?fields[0]=slug&fields[1]=title&sort=id:asc',
  '/cases?fields[0]=slug&fields[1]=title&sort=id:asc',
  '/articles?filters[slug][$eq]=:slug&fields[0]=title',
  '/cases?filters[slug][$eq]=:slug&fields[0]=title',
  // e2e/tests/render-freshness.spec.ts, prerendered-html.spec.ts
  '/articles?sort=id:asc',
  '/articles?sort=id:asc&populate=*',
  '/articles',
  '/products',
  '/materiales',
  // e2e/tests/budgets.spec.ts
  '/articles?fields[0]=slug&pagination[pageSize]=100',
  '/cases?fields[0]=slug&pagination[pageSize]=100',
  // cms/scripts/bench.mjs, cms/test (populate=* of one level, single entries, the case filter after the populate list)
  '/products?populate=*',
  '/articles?populate=*',
  '/team-members/:documentId?populate=*',
  '/cases?populate[0]=image&populate[1]=contentCompanyImage&populate[2]=outstandingMedia&populate[3]=categories' +
    '&populate[4]=highlight&populate[5]=contentChallenges&populate[6]=contentSolutions&populate[7]=contentResults&filters[slug][$eq]=:slug',
  // The site's server (scripts/lib/redirects.mjs, security-txt.mjs), e2e/support/routes.ts, campaign-pages.spec.ts,
  // the cluster's drill and load (scripts/cluster-drill.mjs, scripts/lib/cluster-load.mjs), bench-content-cms.mjs
  '/redirects?fields[0]=from&fields[1]=to&fields[2]=permanent&pagination[pageSize]=1000&pagination[page]=1',
  '/security-contact?fields[0]=email&fields[1]=policyUrl',
  '/pages?fields[0]=path&sort=id:asc&pagination[pageSize]=100',
  '/pages?filters[path][$eq]=/servicios/seo',
  '/articles?pagination[pageSize]=1',
  '/articles?populate[0]=cover&populate[1]=categories',
  '/products?populate[0]=images&pagination[pageSize]=100',
  '/categories',
  '/cases',
  '/product-categories',
  '/team-members',
  '/partners',
  '/client-logos',
  '/podcast-episodes',
];

/** The nested populate of issue 30: cases → categories → cases → … four times, one level of everything at the end. */
export const NESTED_POPULATE = `/cases?populate${'[categories][populate][cases][populate]'.repeat(4)}=*`;
