// The files made from the CMS's section schemas and the icon list (scripts/generate-sections.mjs) are what the
// generator makes: a component, a collection or an icon changed without running it fails here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  DESCRIPTOR_LIST,
  ICON_LIST,
  ROOT,
  TYPES_FILE,
  VIEW_LIST,
  generatedFiles,
  staleFiles,
} from '../generate-sections.mjs';

const repoFile = (file) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** The repo's files, with `changes` (path → edit of its parsed JSON) applied. */
const editedRepo = (changes) => (file) => {
  const edit = changes[file];
  if (!edit) return repoFile(file);
  const json = JSON.parse(repoFile(file));
  edit(json);
  return `${JSON.stringify(json, null, 2)}\n`;
};

test('the generated section types, icon drawings and icon enumerations are up to date', async () => {
  assert.deepEqual(await staleFiles(), [], 'run `node scripts/generate-sections.mjs` and commit the result');
});

test('a section component changed without regenerating makes the types stale', async () => {
  const read = editedRepo({
    'cms/src/components/sections/cta-band.json': (schema) => {
      schema.attributes.note = { type: 'string' };
    },
  });
  assert.deepEqual(await staleFiles(read), [TYPES_FILE]);
  assert.match(
    (await generatedFiles(read))[TYPES_FILE],
    /__component: 'sections\.cta-band';[^}]*note\?: Maybe<string>;/,
  );
});

test("a section type taken out of the page's dynamic zone leaves the types and the site's lists stale", async () => {
  const read = editedRepo({
    'cms/src/api/page/content-types/page/schema.json': (schema) => {
      schema.attributes.sections.components = schema.attributes.sections.components.filter(
        (uid) => uid !== 'sections.demo',
      );
    },
  });
  assert.deepEqual((await staleFiles(read)).sort(), [DESCRIPTOR_LIST, TYPES_FILE, VIEW_LIST].sort());
  const files = await generatedFiles(read);
  assert.doesNotMatch(files[DESCRIPTOR_LIST], /\.\/demo\/descriptor/);
  assert.doesNotMatch(files[VIEW_LIST], /\.\/demo\/view/);
});

test('an icon added to the list makes every copy of it stale: types, drawings, enumerations', async () => {
  const read = editedRepo({
    [ICON_LIST]: (list) => {
      list.names.Anchor = 'Ancla';
    },
  });
  const stale = await staleFiles(read);
  assert.ok(stale.includes(TYPES_FILE));
  assert.ok(stale.includes('mfe-marketing/src/api/section-icon-data.json'));
  assert.ok(stale.includes('cms/src/admin/icon-picker/icon-drawings.json'));
  assert.ok(stale.includes('cms/src/components/section-parts/feature.json'));
  const files = await generatedFiles(read);
  assert.equal(JSON.parse(files['cms/src/components/section-parts/stat.json']).attributes.icon.enum.at(-1), 'Anchor');
  assert.ok(JSON.parse(files['mfe-marketing/src/api/section-icon-data.json']).Anchor.node.length > 0);
});

test('an icon lucide-react does not draw fails the generator', async () => {
  const read = editedRepo({ [ICON_LIST]: (list) => void (list.names.NoSuchIcon = 'Ninguno') });
  await assert.rejects(generatedFiles(read), /lucide-react has no icon NoSuchIcon/);
});
