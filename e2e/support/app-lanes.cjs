// Each team's own test lane (`npm test -- --app <folder>`, docs/releases.md "Your own lane"): the e2e
// specs of the routes an app owns, besides its unit and contract tests. A spec listed for several
// apps runs in each of their lanes; the specs that walk every route (axe, HTML_CodeSniffer, the HTML
// rendered ahead of time) run in every remote's lane, on that remote's routes only (`E2E_APP`,
// e2e/support/routes.ts). The structured data's spec checks page types across remotes: it runs whole.
// The shell's lane visits every route in them, as the frame is on every page. A test
// (scripts/test/app-lanes.test.mjs) fails when a spec of e2e/tests is in no lane, or a lane names a
// spec that does not exist.
// CommonJS so that scripts/test.mjs and the Playwright specs both load it without a build step.

/** Specs that visit every route of the route list or the sitemap: scoped to the lane's routes. */
const everyRoute = ['a11y.spec.ts', 'htmlcs.spec.ts', 'prerendered-html.spec.ts'];

const appLanes = {
  'mfe-marketing': [
    ...everyRoute,
    'structured-data.spec.ts',
    'marketing-pages.spec.ts',
    'cms-page-routes.spec.ts',
    'service-pages.spec.ts',
    'campaign-pages.spec.ts',
    'render-outcome.spec.ts',
    'reduced-motion.spec.ts',
    'budgets.spec.ts',
    'fault-drills/remote-down.spec.ts',
  ],
  'mfe-catalogue': [
    ...everyRoute,
    'structured-data.spec.ts',
    'catalogue.spec.ts',
    'renderer-documents.spec.ts',
    'resilience.spec.ts',
    'releases.spec.ts',
    'release-canary.spec.ts',
    'release-watch.spec.ts',
    'fault-drills/remote-half-deployed.spec.ts',
    'fault-drills/remote-slow.spec.ts',
  ],
  'mfe-content': [
    ...everyRoute,
    'structured-data.spec.ts',
    'content.spec.ts',
    'content-at-scale.spec.ts',
    'editorial-workflow.spec.ts',
    'render-freshness.spec.ts',
    'feeds-and-icons.spec.ts',
    'media-uploads.spec.ts',
    'fault-drills/cms-down.spec.ts',
  ],
  'mfe-contact': [...everyRoute, 'contact.spec.ts', 'fault-drills/lead-service-down.spec.ts'],
  // Its pages are noindex: none is in the sitemap HTML_CodeSniffer reads (axe visits them).
  'mfe-internal': [
    ...everyRoute.filter((spec) => spec !== 'htmlcs.spec.ts'),
    'signatures.spec.ts',
    'team-roster.spec.ts',
    'analytics.spec.ts',
  ],
  shell: [
    ...everyRoute,
    'structured-data.spec.ts',
    'shell.spec.ts',
    'navigation.spec.ts',
    'phone-menu.spec.ts',
    'budgets.spec.ts',
    'feeds-and-icons.spec.ts',
    'analytics.spec.ts',
    'resilience.spec.ts',
  ],
};

/** The remote an app folder serves ("mfe-catalogue" → "catalogue"); null for the shell. */
const remoteOfApp = (folder) => (folder.startsWith('mfe-') ? folder.slice('mfe-'.length) : null);

module.exports = { appLanes, everyRoute, remoteOfApp };
