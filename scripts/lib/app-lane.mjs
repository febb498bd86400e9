// One team's own lane (`npm test -- --app <folder>`, docs/releases.md "Your own lane"): what `npm test`
// runs for that app alone. A front-end app runs its jest project (its unit tests and its contract
// tests with the shell: each page module against the route list, each loader against the reads the
// route declares) plus the route list's own test, then the e2e specs of its routes
// (e2e/support/app-lanes.cjs) against the built site; a back end runs its suites on SQLite and on
// PostgreSQL. `shared`, the platform every app runs on, has no lane of its own: a platform change
// runs the whole suite.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { apps, ROOT } from './apps.mjs';

const require = createRequire(import.meta.url);
const { appLanes } = require('../../e2e/support/app-lanes.cjs');

/** The suites of scripts/test.mjs each back end's lane runs. */
const BACK_END_SUITES = {
  cms: ['cms', 'cmsPostgres'],
  'lead-service': ['leads', 'leadsPostgres'],
  'analytics-service': ['analytics', 'analyticsPostgres'],
};

/** Every folder that has a lane. */
export const laneApps = () => [...apps.map((app) => app.folder), ...Object.keys(BACK_END_SUITES)];

/** The route list's test: the contract every remote's page modules keep with the shell. */
const ROUTE_LIST_TEST = 'shared/src/routes/';

/**
 * The lane of `folder`: the suites to run, the jest arguments that select its projects and tests,
 * the e2e spec files and the environment of its e2e run (E2E_APP scopes the specs that visit every
 * route). Throws on a folder without a lane.
 */
export const laneOf = (folder) => {
  if (BACK_END_SUITES[folder]) return { app: folder, suites: BACK_END_SUITES[folder], jestArgs: [], specs: [] };
  if (!appLanes[folder]) {
    throw new Error(
      `No hay carril para «${folder}» / no lane for "${folder}". Opciones / options: ${laneApps().join(', ')}` +
        (folder === 'shared' ? ' (un cambio de la plataforma corre todo / a platform change runs everything)' : ''),
    );
  }
  const specs = appLanes[folder].map((spec) => `tests/${spec}`);
  for (const spec of specs) {
    if (!fs.existsSync(path.join(ROOT, 'e2e', spec))) throw new Error(`e2e/support/app-lanes.cjs: ${spec} no existe`);
  }
  return {
    app: folder,
    suites: ['unit', 'e2e'],
    jestArgs: ['--selectProjects', folder, 'shared', '--testPathPatterns', `/(${folder}/src|${ROUTE_LIST_TEST})`],
    // The Playwright config takes the lane's specs from E2E_APP (a file filter would not reach the
    // `pages` project that `quiet` depends on).
    specs,
    env: { E2E_APP: folder },
  };
};
