// The admin panel speaks Spanish (cms/README.md, "Guía para editores"): every field of every content type and
// component has a Spanish label and help text (and a placeholder where its input shows one), every value of an
// enumeration a Spanish name, every icon a Spanish name; a field added without them fails here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
const { LABELS, withLabels } = require('../src/admin-labels');
const { labels: CHOICES } = require('../src/admin-labels/choices.json');
const { names: ICON_NAMES } = require('../src/admin-labels/icon-names.json');

const json = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const contentTypes = fs.readdirSync(path.join(SRC, 'api')).flatMap((api) => {
  const dir = path.join(SRC, 'api', api, 'content-types');
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).map((name) => [`api::${api}.${name}`, json(path.join(dir, name, 'schema.json'))]);
});
const components = fs.readdirSync(path.join(SRC, 'components')).flatMap((category) =>
  fs
    .readdirSync(path.join(SRC, 'components', category))
    .map((file) => [`${category}.${file.replace(/\.json$/, '')}`, json(path.join(SRC, 'components', category, file))]),
);
const models = [
  ...contentTypes.map(([uid, schema]) => [uid, schema, LABELS.contentTypes[uid]]),
  ...components.map(([uid, schema]) => [uid, schema, LABELS.components[uid]]),
];
/** Inputs that show a placeholder: text boxes, selects, pickers. Media, switches and components show none. */
const SHOWS_PLACEHOLDER = new Set(['string', 'text', 'richtext', 'email', 'uid', 'integer', 'enumeration', 'relation', 'date', 'datetime', 'customField']);
const SPANISH = /^[A-ZÁÉÍÓÚÑ¿«]/;

test('the schemas are all found', () => {
  assert.equal(contentTypes.length, 13);
  assert.ok(components.length >= 45, `${components.length} components`);
});

test('every field of every content type and component has a Spanish label and help text', () => {
  const missing = [];
  for (const [uid, schema, labels] of models) {
    for (const [name, attribute] of Object.entries(schema.attributes)) {
      const own = labels?.[name];
      if (!own?.label || !SPANISH.test(own.label) || !own.description) missing.push(`${uid}.${name}`);
      else if (SHOWS_PLACEHOLDER.has(attribute.type) && !own.placeholder) missing.push(`${uid}.${name} (placeholder)`);
    }
    for (const name of Object.keys(labels ?? {})) {
      if (!schema.attributes[name]) missing.push(`${uid}.${name} (labelled, but the schema has no such field)`);
    }
  }
  assert.deepEqual(missing, [], 'add them to src/admin-labels/');
});

test('every value of every enumeration has a Spanish name; icons are picked from drawings with theirs', () => {
  const missing = [];
  for (const [uid, schema] of models) {
    for (const [name, attribute] of Object.entries(schema.attributes)) {
      if (attribute.customField === 'global::icon') {
        for (const icon of attribute.enum) if (!ICON_NAMES[icon]) missing.push(`${uid}.${name}: ${icon}`);
      } else if (attribute.type === 'enumeration') {
        for (const value of attribute.enum) if (!CHOICES[value]) missing.push(`${uid}.${name}: ${value}`);
      }
    }
  }
  assert.deepEqual(missing, [], 'add them to src/admin-labels/choices.json or icon-names.json');
  const plainIcons = models.filter(([, schema]) => schema.attributes.icon?.type === 'enumeration');
  assert.deepEqual(plainIcons.map(([uid]) => uid), [], 'an icon field is the icon picker (customField global::icon)');
});

test('labels are merged into a configuration without losing what an editor set', () => {
  const metadatas = {
    title: { edit: { label: 'title', description: '', placeholder: '', visible: true, editable: false }, list: { label: 'title', sortable: false, searchable: true } },
    createdAt: { edit: { label: 'createdAt' }, list: { label: 'createdAt', sortable: true } },
    extra: { edit: { label: 'extra', visible: false }, list: { label: 'extra' } },
  };
  const merged = withLabels(metadatas, LABELS.contentTypes['api::article.article']);
  assert.deepEqual(merged.title.edit, {
    label: 'Título',
    description: LABELS.contentTypes['api::article.article'].title.description,
    placeholder: 'Ej.: Cartelería digital en retail',
    visible: true,
    editable: false,
  });
  assert.deepEqual(merged.title.list, { label: 'Título', sortable: false, searchable: true });
  assert.deepEqual(merged.createdAt.list, { label: 'Creado', sortable: true });
  assert.deepEqual(merged.extra, metadatas.extra, 'a field without a label is left as it was');
  assert.deepEqual(withLabels(merged, LABELS.contentTypes['api::article.article']), merged, 'idempotent');
});
