// Each team's lane (scripts/lib/app-lane.mjs, e2e/support/app-lanes.cjs): every app has one, every
// e2e spec runs in at least one, and a lane names only specs that exist.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, test } from 'node:test';
import { laneApps, laneOf } from '../lib/app-lane.mjs';
import { apps, ROOT } from '../lib/apps.mjs';

const require = createRequire(import.meta.url);
const { appLanes } = require('../../e2e/support/app-lanes.cjs');

const specFiles = fs
  .readdirSync(path.join(ROOT, 'e2e/tests'), { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.spec.ts'))
  .sort();

describe('each team has its own lane', () => {
  test('every front-end app and back end has a lane; the platform has none', () => {
    for (const app of apps) assert.ok(laneOf(app.folder).suites.length > 0, app.folder);
    for (const backEnd of ['cms', 'lead-service', 'analytics-service']) assert.ok(laneApps().includes(backEnd));
    assert.throws(() => laneOf('shared'), /plataforma/);
    assert.throws(() => laneOf('mfe-nada'), /no lane/);
  });

  test('every e2e spec runs in some lane, and every lane names existing specs', () => {
    const inSomeLane = new Set(Object.values(appLanes).flat());
    assert.deepEqual(
      specFiles.filter((file) => !inSomeLane.has(file)),
      [],
    );
    for (const [app, specs] of Object.entries(appLanes)) {
      for (const spec of specs) assert.ok(specFiles.includes(spec), `${app}: ${spec}`);
    }
  });

  test("a remote's lane runs its own jest project and the route list's contract, and scopes e2e to it", () => {
    const lane = laneOf('mfe-catalogue');
    assert.deepEqual(lane.suites, ['unit', 'e2e']);
    const pattern = new RegExp(lane.jestArgs.at(-1));
    assert.ok(pattern.test(`${ROOT}/mfe-catalogue/src/exposes/page-loaders.test.ts`));
    assert.ok(pattern.test(`${ROOT}/shared/src/routes/site-routes.test.ts`));
    assert.ok(!pattern.test(`${ROOT}/mfe-content/src/exposes/page-loaders.test.ts`));
    assert.ok(!pattern.test(`${ROOT}/shared/src/ui/carousel/carousel.test.tsx`));
    assert.ok(lane.specs.includes('tests/catalogue.spec.ts'));
    assert.equal(lane.env.E2E_APP, 'mfe-catalogue');
    assert.deepEqual(laneOf('lead-service').suites, ['leads', 'leadsPostgres']);
  });
});
