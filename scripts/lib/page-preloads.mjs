// Preload links a rendered page's HTML names at render time: the remote's manifest, entry and the
// page's chunks (from the manifest), so the browser fetches them in parallel with the shell's own
// scripts (React's own head tags already preload the page's first images).
import { renderProtocol } from '../../shared/src/rendering/render-protocol.cjs';
import { readRouteTable } from '../audit/site-routes.mjs';
import { scriptJson } from './script-json.mjs';
import { routeMatcher } from './site-documents.mjs';

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const link = (attributes) =>
  `<link ${Object.entries(attributes)
    .map(([name, value]) => (value === true ? name : `${name}="${escapeAttribute(String(value))}"`))
    .join(' ')}>`;

/** `{ preloads, manifestUrl }`: the links, and the remote address they are valid for. */
export const pagePreloads = async ({ pathname, config, shellOrigin }) => {
  const route = routeMatcher()(pathname);
  const entry = route && readRouteTable().find((candidate) => candidate.path === route.pattern);
  if (!entry) return { preloads: '', manifestUrl: null };
  const manifestUrl = config.remotes[entry.remote];
  let manifest;
  try {
    manifest = await (await fetch(manifestUrl, { signal: AbortSignal.timeout(5000) })).json();
  } catch {
    return { preloads: '', manifestUrl };
  }
  const meta = manifest.metaData;
  const base = new URL(meta.publicPath === 'auto' ? '.' : meta.publicPath, manifestUrl);
  const remoteEntry = new URL(
    `${meta.remoteEntry.path ? `${meta.remoteEntry.path}/` : ''}${meta.remoteEntry.name}`,
    base,
  );
  const expose = manifest.exposes.find((candidate) => candidate.path === entry.expose);
  const links = [];
  const origin = new URL(manifestUrl).origin;
  if (origin !== new URL(shellOrigin).origin) links.push(link({ rel: 'preconnect', href: origin, crossorigin: true }));
  // The manifest request starts from the HTML; the shell's federation runtime takes that response
  // (shared/build/retry-runtime-plugin.js) instead of asking again (a preload link would not match
  // the runtime's own fetch). A JSON block, not code: the page's one loader (paint-first.mjs)
  // makes the request, so no inline script differs from page to page.
  const url = scriptJson(manifestUrl);
  links.push(`<script type="application/json" ${renderProtocol.elements.earlyFetchMark}>${url}</script>`);
  links.push(link({ rel: 'preload', as: 'script', href: remoteEntry.href }));
  for (const file of expose?.assets.css.sync ?? [])
    links.push(link({ rel: 'preload', as: 'style', href: new URL(file, base).href }));
  for (const file of expose?.assets.js.sync ?? [])
    links.push(link({ rel: 'preload', as: 'script', href: new URL(file, base).href }));
  return { preloads: links.join(''), manifestUrl };
};
