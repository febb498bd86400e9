// The articles and cases the CMS lists now, as the shell's server knows them (the rendered store's
// index): pages of entries it no longer lists are dropped (their URL answers 404, or their redirect),
// and the ones it lists are answered (rendered in the browser until their HTML is written). Refreshed
// by each render run before it renders, and by the renderer's service as soon as the CMS reports a
// change, so a publish or an unpublish shows within seconds however long a run takes
// (docs/editorial-workflow.md).
import { cmsEntries } from '../generate-sitemap.mjs';
import { NOT_FOUND, readPageSummaries, removePage, writeIndex } from './rendered-store.mjs';
import { routeMatcher } from './site-documents.mjs';

/** @returns {Promise<string[] | null>} the dynamic paths the CMS lists, or null when it did not answer */
export const refreshListing = async ({ dir, cmsUrl, timeoutMs = 5000 }) => {
  const entries = await cmsEntries({ cmsUrl, timeoutMs });
  if (!entries) return null;
  const listed = entries.map((entry) => entry.path);
  const current = new Set(listed);
  const routeOf = routeMatcher();
  for (const { path: pathname } of readPageSummaries(dir)) {
    // The not-found page is no entry's (the route of the pages built in the CMS opens its path too).
    if (pathname !== NOT_FOUND && routeOf(pathname)?.dynamic && !current.has(pathname)) removePage(dir, pathname);
  }
  writeIndex(dir, { complete: true, dynamicPaths: listed, listedAt: new Date().toISOString() });
  return listed;
};
