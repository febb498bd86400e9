// Which pages to render: all of them, or those that show a CMS model that changed. A rendered page
// records the CMS answers it was rendered with by resource key (shared/src/api/hooks/cms-hooks.ts),
// so "pages that show articles" are the pages whose answers include `articles`.
import { privatePaths, publicStaticPaths, readPaths, readRouteTable } from '../audit/site-routes.mjs';
import { NOT_FOUND } from './rendered-store.mjs';
import { routeMatcher } from './site-documents.mjs';

/** CMS model (singular API name, as Strapi's uid `api::article.article`) → resource keys. */
const RESOURCE_KEYS = {
  article: ['articles'],
  category: ['categories'],
  case: ['cases', 'case:'],
  material: ['materials'],
  product: ['products'],
  'product-category': ['product-categories'],
  'team-member': ['team-members'],
  partner: ['partners'],
  'client-logo': ['client-logos'],
  'podcast-episode': ['podcast-episodes'],
};

/** The dynamic route whose pages are entries of a model. */
const ENTRY_ROUTES = { article: 'blogArticle', case: 'caseDetail' };

const showsModel = (page, model) => {
  const keys = RESOURCE_KEYS[model];
  if (!keys) return true; // a model this table does not know: render everything that reads the CMS
  return Object.keys(page.data ?? {}).some((key) => keys.some((prefix) => key === prefix || key.startsWith(prefix)));
};

const isEntryOf = (pathname, model) => {
  const route = ENTRY_ROUTES[model] && readPaths()[ENTRY_ROUTES[model]];
  return Boolean(route) && pathname.startsWith(route.slice(0, route.indexOf(':')));
};

/**
 * @param {object} options
 * @param {string[] | null} options.models   changed models, or null for every page
 * @param {string[] | null} options.listed   dynamic paths the CMS lists now (null: CMS not read)
 * @param {object[]} options.rendered        the pages rendered so far (rendered-store.readAllPages)
 */
export const pagesToRender = ({ models, listed, rendered }) => {
  const known = rendered.map((page) => page.path);
  if (!models) {
    const routeOf = routeMatcher();
    const dynamic = listed ?? known.filter((path) => routeOf(path)?.dynamic);
    return [...new Set([...publicStaticPaths(), ...privatePaths(), NOT_FOUND, ...dynamic])];
  }
  const affected = rendered.filter((page) => models.some((model) => showsModel(page, model))).map((page) => page.path);
  const entries = (listed ?? []).filter((path) => models.some((model) => isEntryOf(path, model)));
  return [...new Set([...affected, ...entries])];
};

/**
 * The pages a release of these remotes changes (a promote or a rollback): the pages whose route
 * loads one of them. "shell" changes every page: null (render everything).
 * @param {object} options
 * @param {string[]} options.remotes   remote names ("catalogue") or "shell"
 * @param {object[]} options.rendered  the pages rendered so far (rendered-store.readAllPages)
 */
export const pagesOfRemotes = ({ remotes, rendered }) => {
  if (remotes.includes('shell')) return null;
  const routeOf = routeMatcher();
  const remoteOf = new Map(readRouteTable().map((route) => [route.path, route.remote]));
  const candidates = [...publicStaticPaths(), ...privatePaths(), ...rendered.map((page) => page.path)];
  return [...new Set(candidates)].filter((pathname) => remotes.includes(remoteOf.get(routeOf(pathname)?.pattern)));
};
