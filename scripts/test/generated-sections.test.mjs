// The files made from the CMS's section schemas and the icon list (scripts/generate-sections.mjs) are what the
// generator makes: a component, a collection or an icon changed without running it fails here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import {
  DESCRIPTOR_LIST,
  ICON_LIST,
  PAGE_SCHEMA,
  ROOT,
  TYPES_FILE,
  VIEW_LIST,
  generatedFiles,
  sectionComponents,
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

test("the page's dynamic zone is every section component: one taken out by hand is put back, last", async () => {
  const read = editedRepo({
    [PAGE_SCHEMA]: (schema) => {
      schema.attributes.sections.components = schema.attributes.sections.components.filter(
        (uid) => uid !== 'sections.demo',
      );
    },
  });
  assert.ok((await staleFiles(read)).includes(PAGE_SCHEMA));
  assert.ok(
    JSON.parse((await generatedFiles(read))[PAGE_SCHEMA]).attributes.sections.components.includes('sections.demo'),
  );
});

test('a new section component joins the dynamic zone, the types and both lists of the site', async () => {
  const QUOTE = 'cms/src/components/sections/quote.json';
  const quote = {
    collectionName: 'components_sections_quotes',
    info: { displayName: 'Cita' },
    attributes: { text: { type: 'text', required: true }, author: { type: 'string' } },
  };
  const read = (file) => (file === QUOTE ? JSON.stringify(quote) : repoFile(file));
  const components = [...sectionComponents(), 'sections.quote'];
  assert.deepEqual(
    (await staleFiles(read, components)).sort(),
    [DESCRIPTOR_LIST, PAGE_SCHEMA, TYPES_FILE, VIEW_LIST].sort(),
  );
  const files = await generatedFiles(read, components);
  assert.equal(JSON.parse(files[PAGE_SCHEMA]).attributes.sections.components.at(-1), 'sections.quote');
  assert.match(files[TYPES_FILE], /__component: 'sections\.quote';[^}]*text: string;[^}]*author\?: Maybe<string>;/);
  assert.match(files[DESCRIPTOR_LIST], /import \{ descriptor as quote \} from '\.\/quote\/descriptor';/);
  // Its view loads as a chunk of its own.
  assert.match(
    files[VIEW_LIST],
    /quote: \(\) => import\(\/\* webpackChunkName: "section-quote" \*\/ '\.\/quote\/view'\)/,
  );
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
