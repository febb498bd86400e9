// The site's Atom feeds, in one list: the list pages announce them (<link rel="alternate">), the
// renderer writes them (scripts/lib/site-feeds.mjs) and the shell's server answers them.
// CommonJS for the same reason as shared/src/routes/site-routes.cjs (Node scripts and TypeScript).
//
// Fields of a feed:
//   key          its name
//   path         its URL on the site
//   listPath     the list page that announces it and that it is the feed of
//   title        its title, as feed readers show it
//   description  its subtitle
//   cmsCall      the CMS call it is made from (shared/src/api/cms/cms-reads.json): the newest entries
//   entryPath    the URL pattern of one entry (shared/src/routes/site-routes.cjs)

const siteFeeds = /** @type {const} */ ([
  {
    key: 'blog',
    path: '/blog/feed.xml',
    listPath: '/blog',
    title: 'Blog LINX',
    description:
      'Ideas, guías y tendencias sobre cartelería digital, experiencia de cliente, medición de audiencia e inteligencia artificial.',
    cmsCall: 'articles-newest',
    entryPath: '/blog/:slug',
  },
  {
    key: 'cases',
    path: '/casos-exito/feed.xml',
    listPath: '/casos-exito',
    title: 'Casos de Éxito LINX',
    description: 'Cómo empresas de Chile conectan con su audiencia con las soluciones de LINX.',
    cmsCall: 'cases',
    entryPath: '/casos-exito/:slug',
  },
]);

/** How many entries a feed holds: the newest ones. */
const FEED_ENTRIES = 20;

module.exports = { siteFeeds, FEED_ENTRIES };
