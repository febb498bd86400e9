// Which pages to render: all of them, or those a content change reaches (docs/rendering.md,
// "Staying fresh"). A change names one entry (render-changes.mjs): the pages that showed it render
// again (each rendered page stores the entries it showed, by model), plus, when the change moves the
// entry into, out of or within lists, every listing page of its model. A model-wide change (no entry
// named) renders every page of a route that reads the model. The route list
// (shared/src/routes/site-routes.cjs) names the CMS calls each page makes, and cms-reads.json the
// model each call reads.
import fs from 'node:fs';
import path from 'node:path';
import { privatePaths, publicStaticPaths } from '../audit/site-routes.mjs';
import { ROOT } from './apps.mjs';
import { LIST_ACTIONS, parseChangeToken } from './render-changes.mjs';
import { NOT_FOUND } from './rendered-store.mjs';
import { routeMatcher } from './site-documents.mjs';

const CMS_READS_FILE = path.join(ROOT, 'shared/src/api/cms/cms-reads.json');

const cmsCalls = () => JSON.parse(fs.readFileSync(CMS_READS_FILE, 'utf8')).calls;

/** CMS call name → model (singular API name, as Strapi's uid `api::article.article`). */
const modelOfCall = () => new Map(Object.entries(cmsCalls()).map(([name, call]) => [name, call.model]));

/** Whether the page of this route (undefined: no page, e.g. the not-found page) reads the model. */
const readsModel = (route, model, modelOf) =>
  Boolean(route) && route.cmsReads.some((name) => modelOf.get(name) === model);

/**
 * A listing: a page that reads the model through a call that lists entries. Not one entry's own page
 * (`sitemap: 'cms-entries'`), nor a page that reads one entry by its address (a call marked `one`, the page
 * built in the CMS at /servicios/seo), nor a page that reads a few known entries of the model (a call marked
 * `shownOnly`, the pages' labels its breadcrumbs name): the entries it showed find those.
 */
const isListing = (route, model, modelOf) => {
  if (!readsModel(route, model, modelOf) || route.sitemap === 'cms-entries') return false;
  const calls = cmsCalls();
  return route.cmsReads.some((name) => modelOf.get(name) === model && !calls[name].one && !calls[name].shownOnly);
};

/**
 * Whether a rendered page listed the model through a section of its own: a page built in the CMS whose team
 * grid, partner carousel, client logos or episode list brought that collection with the page read
 * (cms/src/utils/section-collections.js). Its route does not read the model; the page's stored entries say it.
 */
const listsInSections = (page, route, model, modelOf) =>
  Boolean(route) && !readsModel(route, model, modelOf) && (page.entries?.[model] ?? []).length > 0;

/** Whether a rendered page showed the entry (its stored `entries`: document ids by model). */
const showed = (page, { model, documentId }) => (page.entries?.[model] ?? []).includes(documentId);

/**
 * Pages whose last render failed and that the site still has (a page of the route list, or one the CMS
 * lists now): a content change tries them again, first, as the change may bring what they lacked (a page
 * whose team grid found no published member renders once a member is published). A page no longer listed
 * (unpublished, deleted) is not tried again.
 */
const failedStillListed = (failed, listed) => {
  const onSite = new Set([...publicStaticPaths(), ...privatePaths(), ...(listed ?? [])]);
  return failed.filter((pathname) => onSite.has(pathname));
};

/**
 * @param {object} options
 * @param {string[] | null} options.changes  change tokens (render-changes.mjs: "article" or
 *                                            "article:<documentId>:<action>"), or null for every page
 * @param {string[] | null} options.listed   dynamic paths the CMS lists now (null: CMS not read)
 * @param {object[]} options.rendered        the pages rendered so far (rendered-store.readPageSummaries)
 * @param {string[]} [options.failed]        pages whose last render failed (render-outcomes.failedPaths)
 */
export const pagesToRender = ({ changes, listed, rendered, failed = [] }) => {
  const known = rendered.map((page) => page.path);
  const routeOf = routeMatcher();
  if (!changes) {
    const dynamic = listed ?? known.filter((path) => routeOf(path)?.dynamic);
    return [...new Set([...publicStaticPaths(), ...privatePaths(), NOT_FOUND, ...dynamic])];
  }
  const modelOf = modelOfCall();
  const knownModels = new Set(modelOf.values());
  const parsed = changes.map(parseChangeToken);
  // A malformed change, or a model no call reads (a new content type): every rendered page, to be safe.
  if (parsed.some((change) => !change || !knownModels.has(change.model))) return known;
  const selects = (page) =>
    parsed.some((change) => {
      const route = routeOf(page.path);
      const listsModel = listsInSections(page, route, change.model, modelOf);
      if (!change.documentId) return readsModel(route, change.model, modelOf) || listsModel;
      const listing = isListing(route, change.model, modelOf) || listsModel;
      return showed(page, change) || (LIST_ACTIONS.has(change.action) && listing);
    });
  // The changed entries' own pages first (an edited article is fresh before the listings that show it).
  const isEntryPage = (page) => routeOf(page.path)?.sitemap === 'cms-entries';
  const selected = rendered.filter(selects);
  const affected = [...selected.filter(isEntryPage), ...selected.filter((page) => !isEntryPage(page))].map(
    (page) => page.path,
  );
  // An entry the CMS lists now but never rendered (a new, renamed or just published article) is rendered
  // too, first: its page gets its HTML before the listings that link to it.
  const models = new Set(parsed.map((change) => change.model));
  const renderedPaths = new Set(known);
  const entries = (listed ?? []).filter((pathname) => {
    const route = routeOf(pathname);
    return (
      route?.dynamic && !renderedPaths.has(pathname) && [...models].some((model) => readsModel(route, model, modelOf))
    );
  });
  return [...new Set([...failedStillListed(failed, listed), ...entries, ...affected])];
};

/**
 * The pages a release of these remotes changes (a promote or a rollback): the pages whose route
 * loads one of them. "shell" changes every page: null (render everything).
 * @param {object} options
 * @param {string[]} options.remotes   remote names ("catalogue") or "shell"
 * @param {object[]} options.rendered  the pages rendered so far (rendered-store.readPageSummaries)
 */
export const pagesOfRemotes = ({ remotes, rendered }) => {
  if (remotes.includes('shell')) return null;
  const routeOf = routeMatcher();
  const candidates = [...publicStaticPaths(), ...privatePaths(), ...rendered.map((page) => page.path)];
  return [...new Set(candidates)].filter((pathname) => remotes.includes(routeOf(pathname)?.remote));
};
