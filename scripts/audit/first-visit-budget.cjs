// The JavaScript a first visit may download (gzip): one figure for the e2e budget test
// (e2e/tests/budgets.spec.ts, a first visit of /) and the canary that gates a promote
// (scripts/lib/canary/, every page of the released remote; docs/releases.md).
// CommonJS so that Node scripts and the TypeScript specs both load it without a build step.

// 200 KB until issue 27: the shared CMS client's paginated reads (pages of a list, the blog's calls
// and their view models) every remote loads added 0.7 KB gzip; 201 KB since. Issue 26 allows 5 KB
// for pages built in the CMS: the page read in the shared client and the route of those pages in the
// route table added 0.4 KB (207.1 KB with the beacons); 202 KB until issue 45, which checks every
// public page type (budgets.spec.ts) and lowered it to 198 KB: Embla loads with a slide carousel only
// (the heaviest page, /servicios/comunicaciones-internas, 203.5 KB with the beacons; the budget spec's
// service page 200.8 KB); 182 KB since the shell's router is the declarative one (the router chunk
// 31.7 → 14.3 KB; the heaviest page 186.6 KB with the beacons); 178 KB since the sections of a CMS page
// hydrate when seen, each section type's view and the carousel a chunk loaded then (the heaviest page,
// /servicios/asistente-ia, 181.9 KB with the beacons); 174 KB since the remote entries take the
// federation's bundler runtime from the shell and lucide-react's icon core is shared (the heaviest
// page, the same, 177.5 KB with the beacons); 171 KB since still sections hydrate when
// used and the catalogue's product detail loads on demand (the heaviest page, /servicios/asistente-ia,
// 175.3 KB with the beacons). Only ever lowered.
const JS_BUDGET_FIRST_VISIT = 171 * 1024;
/**
 * What the cookie-less beacons may add to a first visit (issue 29, docs/decisions.md 14): their own
 * chunk, loaded after `load` and idle time, and the few bytes that schedule it in the shell.
 */
const BEACON_ALLOWANCE = 6 * 1024;

module.exports = { JS_BUDGET_FIRST_VISIT, BEACON_ALLOWANCE };
