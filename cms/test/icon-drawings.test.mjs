// The icon picker's drawings (src/admin/icon-picker/icon-drawings.json) are lucide-react's, made by the same
// code as the site's (scripts/icon-drawings.mjs over ../scripts/section-icon-data.mjs), one for every icon the
// CMS's icon fields allow.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DRAWINGS_FILE, iconDrawings } from '../scripts/icon-drawings.mjs';

const PARTS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/components/section-parts');

test('the picker draws exactly the icons every icon field allows, with lucide’s drawings', async () => {
  const inRepo = JSON.parse(fs.readFileSync(DRAWINGS_FILE, 'utf8'));
  assert.deepEqual(inRepo, await iconDrawings(), 'run `node scripts/icon-drawings.mjs` in cms/ after changing the icon list');
  const fields = fs
    .readdirSync(PARTS)
    .map((file) => JSON.parse(fs.readFileSync(path.join(PARTS, file), 'utf8')).attributes.icon)
    .filter(Boolean);
  assert.ok(fields.length >= 7);
  for (const field of fields) {
    assert.equal(field.customField, 'global::icon');
    assert.deepEqual(field.enum, Object.keys(inRepo));
  }
});
