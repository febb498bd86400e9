// Renders pages with the renderer's own browser (scripts/lib/render-pass.mjs) and prints what it
// rendered as JSON, for renderer-documents.spec.ts:
//   node render-in-one-document.mjs <shell origin> <path> <path> …
// The first path is rendered alone in a browser of its own; then every path is rendered, in order,
// by one document of another browser. Prints { alone, inOne: [one result per path] }.
import { openRenderer } from '../../scripts/lib/render-pass.mjs';

const [origin, ...paths] = process.argv.slice(2);
const pick = ({ html, head, styles, data, entries, builds, status, errors }) => ({
  html,
  head,
  styles,
  data,
  entries,
  builds,
  status,
  errors,
});

const alone = await openRenderer();
const first = pick(await alone.render(`${origin}${paths[0]}`));
await alone.close();

const shared = await openRenderer();
const inOne = [];
for (const pathname of paths) inOne.push(pick(await shared.render(`${origin}${pathname}`)));
await shared.close();

process.stdout.write(JSON.stringify({ alone: first, inOne }));
