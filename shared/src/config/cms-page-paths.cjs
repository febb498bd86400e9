// The addresses of the pages built in the CMS that the site's code links to (menus, footer, buttons,
// breadcrumbs' targets), by name: `paths.home`, `paths.seo` (shared/src/config/paths.ts). They are no
// routes: the route list's last route (`/*path`, shared/src/routes/site-routes.cjs) serves every page
// built in the CMS, these too, and the CMS gives each its title, label, sitemap policy and structured
// data. Each is a page the CMS seeds (cms/src/seed/data/pages; shared/src/config/cms-page-paths.test.ts).
// CommonJS for the same reason as shared/src/routes/site-routes.cjs (Node scripts and TypeScript).

const cmsPagePaths = /** @type {const} */ ([
  { key: 'home', path: '/' },
  { key: 'customerExperience', path: '/experiencia-cliente' },
  { key: 'productivity', path: '/productividad' },
  { key: 'digitalSignage', path: '/servicios/senalizacion-digital' },
  { key: 'contentManagement', path: '/servicios/gestion-contenidos' },
  { key: 'liftAndLearn', path: '/servicios/lift-and-learn' },
  { key: 'audienceMeasurement', path: '/servicios/medicion-audiencia' },
  { key: 'cloud', path: '/servicios/cloud' },
  { key: 'aiAssistant', path: '/servicios/asistente-ia' },
  { key: 'internalCommunications', path: '/servicios/comunicaciones-internas' },
  { key: 'seo', path: '/servicios/seo' },
  { key: 'about', path: '/sobre-nosotros' },
  { key: 'podcast', path: '/podcast' },
]);

module.exports = { cmsPagePaths };
