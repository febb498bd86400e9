// Strapi's own messages of the admin panel, read from node_modules (test/admin-language.test.mjs): the
// translation files of the admin and of each plugin an editor meets, and the messages Strapi names only in
// its code, with their English there (`id: '…', defaultMessage: '…'`, no translation file has them); and
// what of a message a translation must keep.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const STRAPI = fileURLToPath(new URL('../../node_modules/@strapi/', import.meta.url));

/** Each part's folder of built admin code, and the prefix Strapi gives its translation files' ids. */
const PARTS = [
  ['admin/dist/admin', ''],
  ['content-manager/dist/admin', 'content-manager.'],
  ['upload/dist/admin', 'upload.'],
  ['content-releases/dist/admin', 'content-releases.'],
  ['review-workflows/dist/admin', 'review-workflows.'],
  ['i18n/dist/admin', 'i18n.'],
  ['content-type-builder/dist/admin', 'content-type-builder.'],
  ['email/dist/admin', 'email.'],
  ['plugin-users-permissions/dist/admin', 'users-permissions.'],
];

/** The admin keeps its translations under its own source tree; each plugin's sit beside its admin code. */
const translationFile = (folder, language) => {
  const translations = folder.startsWith('admin/') ? 'admin/src/translations' : 'translations';
  return path.join(STRAPI, folder, translations, `${language}.json.mjs`);
};

/** Every message of a language's translation files, by its id as the panel looks it up. */
export const strapiTranslations = async (language) => {
  const messages = {};
  for (const [folder, prefix] of PARTS) {
    const { default: file } = await import(translationFile(folder, language));
    for (const [id, text] of Object.entries(file)) messages[`${prefix}${id}`] = text;
  }
  return messages;
};

const codeFiles = (folder) =>
  fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.mjs') && !entry.parentPath.includes('translations'))
    .map((entry) => path.join(entry.parentPath, entry.name));

// `id: 'content-manager.x'`, or `id: getTranslation('x')` (also getTrad, getTranslationKey: the part's prefix
// before the id), then `defaultMessage: '…'`.
const NAMED_IN_CODE =
  /id:\s*(getTrad|getTranslation|getTranslationKey)?\(?\s*['"`]([\w.-]+)['"`]\s*\)?,\s*defaultMessage:\s*(['"])((?:(?!\3)[^\\]|\\.)*)\3/g;

/** Messages named in the code with a literal id and English, the first English for each id. */
export const strapiMessagesInCode = () => {
  const messages = {};
  for (const [folder, prefix] of PARTS)
    for (const file of codeFiles(path.join(STRAPI, folder)))
      for (const [, helper, id, , text] of fs.readFileSync(file, 'utf8').matchAll(NAMED_IN_CODE))
        messages[helper ? `${prefix}${id}` : id] ??= text.replace(/\\(.)/g, '$1');
  return messages;
};

/**
 * Placeholders ({count}, {count, plural, one {…} other {…}}), the selectors of their branches and tags (<b>) of
 * an ICU message: a translation keeps them all. The words inside a branch are text, read like the message.
 */
export const messageSlots = (text) => {
  const found = [];
  let at = 0;
  const message = (closing) => {
    while (at < text.length && text[at] !== closing) {
      // An apostrophe quotes only before a brace, '#', '|' or another apostrophe ("don't" is text).
      if (text[at] === "'" && /['{}#|]/.test(text[at + 1] ?? '')) at = text.indexOf("'", at + 1) + 1 || text.length;
      else if (text[at] === '{') argument();
      else {
        const tag = /^<\/?(\w+)/.exec(text.slice(at));
        if (tag) found.push(`<${tag[1]}>`);
        at += tag ? tag[0].length : 1;
      }
    }
    at += 1;
  };
  const argument = () => {
    const head = /^\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?([,}])/.exec(text.slice(at));
    if (!head) throw new Error(`not an ICU argument at ${at}: ${text}`);
    found.push(head[1]);
    at += head[0].length;
    if (head[3] === '}') return;
    if (!['plural', 'select', 'selectordinal'].includes(head[2])) {
      at = text.indexOf('}', at) + 1; // a number or date format
      return;
    }
    for (;;) {
      const branch = /^\s*(?:offset:\d+\s*)?(=?\w+)\s*\{/.exec(text.slice(at));
      if (!branch) break;
      found.push(`${head[2]}:${branch[1]}`);
      at += branch[0].length;
      message('}');
    }
    at = text.indexOf('}', at) + 1;
  };
  message(undefined);
  return found.sort();
};
