// Every file made from the CMS's section schemas and the one icon list (cms/src/admin-labels/icon-names.json:
// each icon's lucide name and its Spanish name), so none is kept by hand (docs/decisions.md 13):
// - mfe-marketing/src/api/strapi-sections.generated.ts: the raw Strapi shapes of the page's sections;
// - mfe-marketing/src/api/section-icon-data.json: the drawings the site draws the section icons with;
// - cms/src/admin/icon-picker/icon-drawings.json: the drawings the CMS's icon picker shows;
// - the `enum` of every icon field of cms/src/components/section-parts/*.json.
// `node scripts/generate-sections.mjs` writes them; `--check` only says which are stale and fails (exit 1).
// scripts/test/generated-sections.test.mjs runs the check.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import { sectionIconData } from './section-icon-data.mjs';
import { sectionCollections, sectionTypesSource } from './lib/section-types.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const ICON_LIST = 'cms/src/admin-labels/icon-names.json';
export const TYPES_FILE = 'mfe-marketing/src/api/strapi-sections.generated.ts';
const SITE_DRAWINGS = 'mfe-marketing/src/api/section-icon-data.json';
const PICKER_DRAWINGS = 'cms/src/admin/icon-picker/icon-drawings.json';
const PAGE_SCHEMA = 'cms/src/api/page/content-types/page/schema.json';
const COMPONENTS = 'cms/src/components';

const readRepoFile = (file) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** The icon names in the list's order (the one hand-kept list). */
export const iconNames = (read = readRepoFile) => Object.keys(JSON.parse(read(ICON_LIST)).names);

const schemaFile = (uid) => {
  const [category, name] = uid.split('.');
  return `${COMPONENTS}/${category}/${name}.json`;
};

const format = async (file, source) =>
  prettier.format(source, { ...(await prettier.resolveConfig(path.join(ROOT, file))), filepath: file });

/**
 * `{ repo path: content }` of every generated file, from the files `read` answers (the repo's by default: a
 * test passes its own to see the check fail).
 */
export const generatedFiles = async (read = readRepoFile) => {
  const names = iconNames(read);
  const json = (file) => JSON.parse(read(file));
  const sections = json(PAGE_SCHEMA).attributes.sections.components;
  const types = sectionTypesSource({
    sections,
    component: (uid) => json(schemaFile(uid)),
    collections: sectionCollections(path.join(ROOT, 'cms')),
    contentType: (uid) => {
      const [, model] = uid.split('::');
      const [api, type] = model.split('.');
      return json(`cms/src/api/${api}/content-types/${type}/schema.json`);
    },
    iconNames: names,
  });
  const drawings = await sectionIconData(names);
  const files = {
    [TYPES_FILE]: await format(TYPES_FILE, types),
    [SITE_DRAWINGS]: await format(SITE_DRAWINGS, JSON.stringify(drawings)),
    // The picker's drawings without lucide's React `key`s.
    [PICKER_DRAWINGS]: `${JSON.stringify(
      Object.fromEntries(
        Object.entries(drawings).map(([name, { node }]) => [
          name,
          node.map(([tag, attributes]) => [
            tag,
            Object.fromEntries(Object.entries(attributes).filter(([name]) => name !== 'key')),
          ]),
        ]),
      ),
    )}\n`,
  };
  const partsDir = `${COMPONENTS}/section-parts`;
  for (const file of fs.readdirSync(path.join(ROOT, partsDir)).sort()) {
    const schema = json(`${partsDir}/${file}`);
    if (schema.attributes.icon?.customField !== 'global::icon') continue;
    schema.attributes.icon.enum = names;
    files[`${partsDir}/${file}`] = `${JSON.stringify(schema, null, 2)}\n`;
  }
  return files;
};

/** The generated files whose content in the repo is not what the generator makes. */
export const staleFiles = async (read = readRepoFile) => {
  const files = await generatedFiles(read);
  return Object.keys(files).filter((file) => {
    try {
      return read(file) !== files[file];
    } catch {
      return true;
    }
  });
};

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes('--check')) {
    const stale = await staleFiles();
    if (stale.length > 0) {
      console.error(
        `Archivos generados desactualizados / stale generated files:\n  ${stale.join('\n  ')}\n` +
          'Run `node scripts/generate-sections.mjs` and commit the result.',
      );
      process.exit(1);
    }
    console.log('Archivos generados al día / generated files up to date');
  } else {
    for (const [file, content] of Object.entries(await generatedFiles())) {
      fs.writeFileSync(path.join(ROOT, file), content);
      console.log(`Escrito ${file}`);
    }
  }
}
