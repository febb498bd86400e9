// Every file made from the CMS's section schemas and the one icon list (cms/src/admin-labels/icon-names.json:
// each icon's lucide name and its Spanish name), so none is kept by hand (docs/decisions.md 13):
// - mfe-marketing/src/api/strapi-sections.generated.ts: the raw Strapi shapes of the page's sections;
// - mfe-marketing/src/sections/section-{descriptors,views}.generated.ts: the lists of the site's section types;
// - mfe-marketing/src/api/section-icon-data.json: the drawings the site draws the section icons with;
// - cms/src/admin/icon-picker/icon-drawings.json: the drawings the CMS's icon picker shows;
// - the `enum` of every icon field of cms/src/components/section-parts/*.json;
// - the components of the page's `sections` dynamic zone: every cms/src/components/sections/*.json, those already
//   in the zone in their order, then new ones by name (a section type is its component, descriptor and view).
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
export const DESCRIPTOR_LIST = 'mfe-marketing/src/sections/section-descriptors.generated.ts';
export const VIEW_LIST = 'mfe-marketing/src/sections/section-views.generated.ts';
const SITE_DRAWINGS = 'mfe-marketing/src/api/section-icon-data.json';
const PICKER_DRAWINGS = 'cms/src/admin/icon-picker/icon-drawings.json';
export const PAGE_SCHEMA = 'cms/src/api/page/content-types/page/schema.json';
const COMPONENTS = 'cms/src/components';

const readRepoFile = (file) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** The icon names in the list's order (the one hand-kept list). */
export const iconNames = (read = readRepoFile) => Object.keys(JSON.parse(read(ICON_LIST)).names);

const schemaFile = (uid) => {
  const [category, name] = uid.split('.');
  return `${COMPONENTS}/${category}/${name}.json`;
};

/** The section components of the CMS, by uid (`sections.cta-band`), from its folder. */
export const sectionComponents = () =>
  fs
    .readdirSync(path.join(ROOT, COMPONENTS, 'sections'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => `sections.${file.slice(0, -'.json'.length)}`)
    .sort();

/**
 * The dynamic zone's components: every section component of the CMS (cms/src/components/sections/*.json), those
 * the zone lists in its order (the admin's), then the others by name.
 */
const zoneComponents = (listed, present) => {
  return [...listed.filter((uid) => present.includes(uid)), ...present.filter((uid) => !listed.includes(uid))];
};

const format = async (file, source) =>
  prettier.format(source, { ...(await prettier.resolveConfig(path.join(ROOT, file))), filepath: file });

/**
 * `{ repo path: content }` of every generated file, from the files `read` answers and the section components
 * `components` lists (the repo's by default: a test passes its own to see the check fail).
 */
export const generatedFiles = async (read = readRepoFile, components = sectionComponents()) => {
  const names = iconNames(read);
  const json = (file) => JSON.parse(read(file));
  const pageSchema = json(PAGE_SCHEMA);
  const sections = zoneComponents(pageSchema.attributes.sections.components, components);
  pageSchema.attributes.sections.components = sections;
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
  Object.assign(files, await sectionLists(sections));
  files[PAGE_SCHEMA] = `${JSON.stringify(pageSchema, null, 2)}\n`;
  const partsDir = `${COMPONENTS}/section-parts`;
  for (const file of fs.readdirSync(path.join(ROOT, partsDir)).sort()) {
    const schema = json(`${partsDir}/${file}`);
    if (schema.attributes.icon?.customField !== 'global::icon') continue;
    schema.attributes.icon.enum = names;
    files[`${partsDir}/${file}`] = `${JSON.stringify(schema, null, 2)}\n`;
  }
  return files;
};

const HEADER = [
  "// Generated by scripts/generate-sections.mjs from the sections of the page's dynamic zone",
  '// (cms/src/api/page/content-types/page/schema.json). Do not edit: run `node scripts/generate-sections.mjs`.',
];

/** `page-hero` → `pageHero`. */
const camel = (name) => name.replace(/-(\w)/g, (_, letter) => letter.toUpperCase());

/**
 * The two lists of the site's section types, in the dynamic zone's order (src/sections/<type>/descriptor.ts and
 * view.tsx, by the component's name): the descriptors, which the mapping of a page's data loads, and the views,
 * which its first render loads.
 */
const sectionLists = async (sections) => {
  const types = sections.map((uid) => uid.replace(/^sections\./, ''));
  const descriptors = [
    ...HEADER,
    ...types.map((type) => `import { descriptor as ${camel(type)} } from './${type}/descriptor';`),
    "import type { SectionModel } from './section-registry/section-descriptor';",
    '',
    '/**',
    " * The section types of the CMS the site renders, one descriptor each (src/sections/<type>/descriptor.ts; the kit's",
    ' * README, "Adding a section type"), in the order of the page\'s dynamic zone. The mapping of a page\'s data reads',
    ' * them (src/api/page-mappers.ts); their views, loaded as their sections are seen, are section-views.generated.ts.',
    ' */',
    `export const SECTION_DESCRIPTORS = [${types.map(camel).join(', ')}] as const;`,
    '',
    'type SectionDescriptors = (typeof SECTION_DESCRIPTORS)[number];',
    '',
    '/** A section of a page, as the site renders it: the view model of one of the descriptors (and whether it is still). */',
    "export type CmsPageSection = ReturnType<SectionDescriptors['map']> & Pick<SectionModel, 'still'>;",
    "export type CmsPageSectionType = CmsPageSection['type'];",
    '',
    '/** The descriptor of a CMS component, or none for a component the site does not know. */',
    'export const descriptorOf = (component: string): SectionDescriptors | undefined =>',
    '  SECTION_DESCRIPTORS.find((descriptor) => descriptor.component === component);',
    '',
  ].join('\n');
  const views = [
    ...HEADER,
    "import type { CmsPageSection, CmsPageSectionType } from './section-descriptors.generated';",
    "import type { SectionView } from './section-registry/section-view';",
    '',
    '/**',
    ' * How to load the view of every section type (src/sections/<type>/view.tsx), by the type of its view model: what',
    " * the registry draws a page's sections with (section-registry/page-sections.tsx). Each view is a chunk of its",
    " * own, apart from the descriptors: a page's first visit loads the views of the sections it shows, when they come",
    " * near the screen (the platform's `HydrateWhenSeen`, in section-registry/section-boundary.tsx).",
    ' */',
    'export const SECTION_VIEWS: {',
    '  [T in CmsPageSectionType]: () => Promise<SectionView<Extract<CmsPageSection, { type: T }>>>;',
    '} = {',
    ...types.map(
      (type) =>
        `  '${type}': () => import(/* webpackChunkName: "section-${type}" */ './${type}/view').then((m) => m.view),`,
    ),
    '};',
    '',
  ].join('\n');
  return {
    [DESCRIPTOR_LIST]: await format(DESCRIPTOR_LIST, descriptors),
    [VIEW_LIST]: await format(VIEW_LIST, views),
  };
};

/** The generated files whose content in the repo is not what the generator makes. */
export const staleFiles = async (read = readRepoFile, components = sectionComponents()) => {
  const files = await generatedFiles(read, components);
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
