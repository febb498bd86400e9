// The drawing of every icon a CMS section may name (the icon list, cms/src/admin-labels/icon-names.json), from
// lucide-react's own icon modules: what the site draws those icons with, sent with the page's data instead of as
// JavaScript, and what the CMS's icon picker shows (docs/decisions.md 13). scripts/generate-sections.mjs writes them.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const LUCIDE = path.join(ROOT, 'node_modules/lucide-react/dist/esm');

/** Every exported icon name of lucide-react and the module that draws it. */
const iconModules = () => {
  const index = fs.readFileSync(path.join(LUCIDE, 'lucide-react.mjs'), 'utf8');
  const modules = new Map();
  for (const [, names, file] of index.matchAll(/export \{([^}]*)\} from '\.\/icons\/([^']+)'/g)) {
    for (const [, name] of names.matchAll(/default as (\w+)/g)) modules.set(name, file);
  }
  return modules;
};

/** `{ Name: { name, node } }` for every icon name given, in their order. */
export const sectionIconData = async (icons) => {
  const modules = iconModules();
  const entries = [];
  for (const name of icons) {
    const file = modules.get(name);
    if (!file) throw new Error(`lucide-react has no icon ${name}`);
    const { __iconData } = await import(pathToFileURL(path.join(LUCIDE, 'icons', file)).href);
    entries.push([name, { name: __iconData.name, node: __iconData.node }]);
  }
  return Object.fromEntries(entries);
};
