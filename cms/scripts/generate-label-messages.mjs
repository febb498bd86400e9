// The content manager looks each model's name, each field's label and each component category up as a
// message id (`content-manager.content-types.<uid>.<field>`, `content-manager.components.<uid>.<field>`, a
// type's display name, a component's uid, a category), falling back to the text it was given. That text is
// already Spanish (src/admin-labels/ writes it), but a Spanish panel reports each lookup as a missing message in
// the browser's console, and the categories and the users' type have no Spanish at all. This writes every one
// as a message (src/admin-labels/label-messages.generated.json, given to the admin in src/admin/app.js);
// test/admin-language.test.mjs fails when the file is not current. Usage: node scripts/generate-label-messages.mjs
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const CMS = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const { LABELS, SYSTEM_FIELDS } = require('../src/admin-labels/index.js');
const MODEL_NAMES = require('../src/admin-labels/model-names.json');

export const LABEL_MESSAGES_FILE = path.join(CMS, 'src/admin-labels/label-messages.generated.json');

const jsonFiles = (folder) =>
  fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => path.join(entry.parentPath, entry.name));

/** Every message the content manager asks for, by id, sorted. */
export const labelMessages = () => {
  const messages = { ...MODEL_NAMES.names };
  for (const file of jsonFiles(path.join(CMS, 'src/api')).filter((f) => f.endsWith('schema.json'))) {
    const { displayName } = JSON.parse(fs.readFileSync(file, 'utf8')).info;
    messages[displayName] = displayName;
  }
  for (const file of jsonFiles(path.join(CMS, 'src/components'))) {
    const uid = path.relative(path.join(CMS, 'src/components'), file).replace(/\.json$/, '').replace(path.sep, '.');
    messages[uid] = JSON.parse(fs.readFileSync(file, 'utf8')).info.displayName;
  }
  for (const [uid, fields] of Object.entries(LABELS.contentTypes)) {
    for (const [name, label] of Object.entries(SYSTEM_FIELDS)) messages[`content-manager.content-types.${uid}.${name}`] = label;
    for (const [name, { label }] of Object.entries(fields)) messages[`content-manager.content-types.${uid}.${name}`] = label;
  }
  for (const [uid, fields] of Object.entries(LABELS.components))
    for (const [name, { label }] of Object.entries(fields)) messages[`content-manager.components.${uid}.${name}`] = label;
  return Object.fromEntries(Object.entries(messages).sort(([a], [b]) => a.localeCompare(b)));
};

export const labelMessagesText = () => `${JSON.stringify(labelMessages(), null, 2)}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(LABEL_MESSAGES_FILE, labelMessagesText());
  console.log(`${path.relative(CMS, LABEL_MESSAGES_FILE)}: ${Object.keys(labelMessages()).length} messages`);
}
