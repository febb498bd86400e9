// The icon drawings sent with the pages built in the CMS are lucide-react's, for exactly the icons a section may
// name (mfe-marketing/src/api/section-icons.json): the file in the repo is what scripts/section-icon-data.mjs makes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { DATA_FILE, sectionIconData } from '../section-icon-data.mjs';

test('the section icons drawn for the site are lucide-react’s, one per allowed name', async () => {
  const inRepo = JSON.parse(fs.readFileSync(DATA_FILE, 'utf8'));
  const made = await sectionIconData();
  assert.deepEqual(inRepo, made, 'run `node scripts/section-icon-data.mjs` after changing the icon list');
  assert.ok(made.Activity.node.length > 0);
});
