// Which pages to render: all of them, or those that show a CMS model that changed. The route list
// (shared/src/routes/site-routes.cjs) names the CMS calls each page makes, and cms-reads.json the
// model each call reads, so "pages that show articles" are the pages of routes with an article call.
import fs from 'node:fs';
import path from 'node:path';
import { privatePaths, publicStaticPaths } from '../audit/site-routes.mjs';
import { ROOT } from './apps.mjs';
import { NOT_FOUND } from './rendered-store.mjs';
import { routeMatcher } from './site-documents.mjs';

const CMS_READS_FILE = path.join(ROOT, 'shared/src/api/cms/cms-reads.json');

/** CMS call name → model (singular API name, as Strapi's uid `api::article.article`). */
const modelOfCall = () =>
  new Map(
    Object.entries(JSON.parse(fs.readFileSync(CMS_READS_FILE, 'utf8')).calls).map(([name, call]) => [name, call.model]),
  );

/** Whether the page of this route (undefined: no page, e.g. the not-found page) reads the model. */
const readsModel = (route, model, modelOf) =>
  Boolean(route) && route.cmsReads.some((name) => modelOf.get(name) === model);

/**
 * @param {object} options
 * @param {string[] | null} options.models   changed models, or null for every page
 * @param {string[] | null} options.listed   dynamic paths the CMS lists now (null: CMS not read)
 * @param {object[]} options.rendered        the pages rendered so far (rendered-store.readAllPages)
 */
export const pagesToRender = ({ models, listed, rendered }) => {
  const known = rendered.map((page) => page.path);
  const routeOf = routeMatcher();
  if (!models) {
    const dynamic = listed ?? known.filter((path) => routeOf(path)?.dynamic);
    return [...new Set([...publicStaticPaths(), ...privatePaths(), NOT_FOUND, ...dynamic])];
  }
  const modelOf = modelOfCall();
  const knownModels = new Set(modelOf.values());
  const reads = (pathname) => models.some((model) => readsModel(routeOf(pathname), model, modelOf));
  // A model no call reads (a new content type): every rendered page again, to be safe.
  const affected = models.every((model) => knownModels.has(model)) ? known.filter(reads) : known;
  // An entry the CMS lists now but never rendered (a new article, one just published) is rendered too,
  // first: its page gets its HTML before the listings that link to it.
  const renderedBefore = new Set(known);
  const fresh = (listed ?? []).filter(
    (pathname) => !renderedBefore.has(pathname) && routeOf(pathname)?.dynamic && reads(pathname),
  );
  return [...new Set([...fresh, ...affected])];
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
  const candidates = [...publicStaticPaths(), ...privatePaths(), ...rendered.map((page) => page.path)];
  return [...new Set(candidates)].filter((pathname) => remotes.includes(routeOf(pathname)?.remote));
};
