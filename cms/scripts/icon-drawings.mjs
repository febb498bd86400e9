// The drawings the CMS's icon picker shows (src/admin/icon-picker): the same lucide-react drawings the site
// draws the section icons with, made by the same code (../../scripts/section-icon-data.mjs, from the one icon
// list the CMS's enumerations hold). `node scripts/icon-drawings.mjs` writes src/admin/icon-picker/icon-drawings.json
// (`{ Name: node }`); test/icon-drawings.test.mjs checks it is what this makes.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { sectionIconData } from '../../scripts/section-icon-data.mjs';

export const DRAWINGS_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/admin/icon-picker/icon-drawings.json',
);

/** `{ Name: [[tag, attributes], …] }` for every section icon, in the list's order (lucide's `key`s dropped). */
export const iconDrawings = async () =>
  Object.fromEntries(
    Object.entries(await sectionIconData()).map(([name, { node }]) => [
      name,
      node.map(([tag, { key: _key, ...attributes }]) => [tag, attributes]),
    ]),
  );

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  fs.writeFileSync(DRAWINGS_FILE, `${JSON.stringify(await iconDrawings())}\n`);
  console.log(`Escrito ${path.relative(process.cwd(), DRAWINGS_FILE)}`);
}
