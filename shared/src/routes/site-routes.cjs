// The site's routes, in one list: the pages with code of their own, and last the route of every page
// built in the CMS (`/*path`: the home, the landing and service pages, About, the podcast, campaigns).
// The shell's route table, `paths`, the CMS client's first reads, the static server's matcher and page
// starter, the sitemap, the renderer, the audits and the e2e suite all read it. Adding a page with code
// is one entry here plus its module in the remote's src/exposes/ (the remote exposes it from this list:
// shared/build/page-exposes.js); a page made of sections is an entry of the CMS, with no route (its
// address, when code links to it, is in shared/src/config/cms-page-paths.cjs).
// CommonJS so that Node scripts, webpack configs, jest (which loads no .mjs without flags) and
// TypeScript (allowJs; literal types through the const assertion) all load it without a build step.
//
// Fields of a page:
//   key       its name in `paths` (typed in the React code)
//   path      URL pattern; `:name` is one path segment, a last `*name` the rest of the path, none or
//             more segments (shared/src/routes/match-route.cjs)
//   label     pages other pages sit below: their name in those pages' breadcrumbs (structured data);
//             a page built in the CMS has its label in the CMS (the page's `label`)
//   remote    the remote that owns the page; module: the page module it exposes ("./BlogPage"),
//             from src/exposes/<kebab-case name>.tsx
//   cmsReads  the CMS calls the page makes first (shared/src/api/cms/cms-reads.json), in order:
//             the shell's HTML starts them early, the renderer re-renders the page when their
//             model changes; a page below a page built in the CMS reads 'page-labels' (its breadcrumbs)
//   noindex   the page marks itself noindex: kept out of the audits
//   sitemap   'static' (its own URL), 'cms-entries' (one URL per entry of the CMS collection
//             `entriesOf`, each parameter taken from the entry's field of the same name, or, with
//             `entryPath`, the entry's field holding its whole path; entries marked `noindex` are
//             rendered but left out of the sitemap), 'cms-pages' (the pages after the first of a list
//             of the CMS collection `pagesOf`, `pageSize` entries a page: `:page` from 2 to the last)
//             or 'excluded'
// Order matters: it is the order of the sitemap, of the renderer's queue and of the exposes.

const sitePages = /** @type {const} */ ([
  {
    key: 'services',
    path: '/servicios',
    label: 'Servicios',
    remote: 'marketing',
    module: 'ServicesPage',
    cmsReads: [],
    noindex: false,
    sitemap: 'static',
  },
  {
    key: 'products',
    path: '/productos',
    remote: 'catalogue',
    module: 'ProductCataloguePage',
    cmsReads: ['products', 'product-categories'],
    noindex: false,
    sitemap: 'static',
  },
  {
    key: 'blog',
    path: '/blog',
    label: 'Blog',
    remote: 'content',
    module: 'BlogPage',
    cmsReads: ['articles', 'featured-article', 'categories'],
    noindex: false,
    sitemap: 'static',
  },
  {
    key: 'blogPage',
    path: '/blog/pagina/:page',
    remote: 'content',
    module: 'BlogListingPage',
    cmsReads: ['articles-page', 'categories'],
    noindex: false,
    sitemap: 'cms-pages',
    pagesOf: 'articles',
    pageSize: 12,
  },
  {
    key: 'blogArticle',
    path: '/blog/:slug',
    remote: 'content',
    module: 'BlogArticlePage',
    cmsReads: ['article'],
    noindex: false,
    sitemap: 'cms-entries',
    entriesOf: 'articles',
  },
  {
    key: 'cases',
    path: '/casos-exito',
    label: 'Casos de Éxito',
    remote: 'content',
    module: 'CasesPage',
    cmsReads: ['cases', 'categories'],
    noindex: false,
    sitemap: 'static',
  },
  {
    key: 'caseDetail',
    path: '/casos-exito/:slug',
    remote: 'content',
    module: 'CaseDetailPage',
    cmsReads: ['case'],
    noindex: false,
    sitemap: 'cms-entries',
    entriesOf: 'cases',
  },
  {
    key: 'materials',
    path: '/recursos',
    remote: 'content',
    module: 'MaterialsPage',
    cmsReads: ['materials', 'categories'],
    noindex: false,
    sitemap: 'static',
  },
  {
    key: 'contact',
    path: '/contacto',
    label: 'Contacto',
    remote: 'contact',
    module: 'ContactPage',
    cmsReads: [],
    noindex: false,
    sitemap: 'static',
  },
  {
    key: 'contactSuccess',
    path: '/contacto/exito',
    remote: 'contact',
    module: 'ContactSuccessPage',
    cmsReads: [],
    noindex: true,
    sitemap: 'excluded',
  },
  {
    key: 'signatures',
    path: '/sobre-nosotros/firmas',
    remote: 'internal',
    module: 'SignatureBuilderPage',
    cmsReads: ['team-members', 'page-labels'],
    noindex: true,
    sitemap: 'excluded',
  },
  {
    // Staff only: linked from no page; its figures need the staff token (docs/decisions.md 14).
    key: 'analytics',
    path: '/interno/analitica',
    remote: 'internal',
    module: 'AnalyticsDashboardPage',
    cmsReads: [],
    noindex: true,
    sitemap: 'excluded',
  },
  {
    // Pages editors build from sections in the CMS and publish without a deploy, at any path no route
    // above opens, the home (`/`) included (docs/decisions.md 13 and 19): last, so every other route is
    // matched first. Their sitemap policy (`noindex`), label and structured-data type are the CMS entry's.
    // A path with no published page renders the branded not-found page, answered 404.
    key: 'sectionsPage',
    path: '/*path',
    remote: 'marketing',
    module: 'SectionsPage',
    cmsReads: ['page', 'page-labels'],
    noindex: false,
    sitemap: 'cms-entries',
    entriesOf: 'pages',
    entryPath: 'path',
  },
]);

/** Old addresses that answer with a permanent redirect to a page (`to`: the page's key in `paths`). */
const siteRedirects = /** @type {const} */ ([{ key: 'homeAlias', path: '/home', to: 'home' }]);

module.exports = { sitePages, siteRedirects };
