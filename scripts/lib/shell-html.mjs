// The shell's own HTML, answered for a page never rendered (and to render passes, and as the 404
// page before it is rendered): its index.html with the page starter at the top of <head>, which
// matches the URL against the route list in the browser and starts, in parallel with the shell's
// own scripts, the page's first CMS reads and its remote's manifest, entry and page chunks
// (docs/rendering.md, "The page starter").
import fs from 'node:fs';
import path from 'node:path';
import { routeParamNames, routePatternSource } from '../../shared/src/routes/match-route.cjs';
import { readRouteTable } from '../audit/site-routes.mjs';
import { ROOT } from './apps.mjs';
import { pageStarterElements } from './page-starter.mjs';
import { RUNTIME_CONFIG_FILE } from './runtime-config.mjs';

const CMS_READS_FILE = path.join(ROOT, 'shared/src/api/cms/cms-reads.json');

/**
 * The CMS paths of a page's first reads (its `cmsReads` in the route list, paths from cms-reads.json); the page
 * starter fills their `:name`s from the URL's parameters.
 */
const firstCmsReads = ({ cmsToken }) => {
  // The early requests carry no credentials: with a read token the pages ask the CMS themselves.
  if (cmsToken) return () => [];
  const { calls } = JSON.parse(fs.readFileSync(CMS_READS_FILE, 'utf8'));
  return (route) => route.cmsReads.map((name) => calls[name].path);
};

/**
 * The loader's data, the same for every URL: per route [pattern with capture groups, remote,
 * expose, CMS paths, parameter names, whether the page reads the CMS (then its connection is
 * warmed)], the remotes' manifests, the CMS and the addresses file.
 */
const routeStartData = ({ remotes, cmsUrl, cmsToken }) => {
  const readsOf = firstCmsReads({ cmsToken });
  const routes = readRouteTable().map((route) => [
    routePatternSource(route.path),
    route.remote,
    route.expose,
    readsOf(route),
    routeParamNames(route.path),
    route.cmsReads.length > 0,
  ]);
  const cms = { origin: new URL(cmsUrl).origin, api: `${cmsUrl.replace(/\/$/, '')}/api` };
  return { routes, remotes, cms, runtimeConfig: `/${RUNTIME_CONFIG_FILE}` };
};

/** The shell's index.html with the page starter for these addresses. */
export const shellHtml = (distDir, config) => {
  const loader = pageStarterElements(routeStartData(config));
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  return html.replace(/<head>/i, () => `<head>${loader}`);
};
