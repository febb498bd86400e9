// The site's routes for scripts (sitemap, audits, the static server's early hints), read from the
// one paths module and the shell's route table, so there is no second list to keep in step.
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/apps.mjs';

const read = (file) => fs.readFileSync(path.join(ROOT, file), 'utf8');

/** `paths` of shared/src/config/paths.ts: key → URL pattern. */
export const readPaths = () => {
  const block = /export const paths = \{([\s\S]*?)\}/.exec(read('shared/src/config/paths.ts'))?.[1] ?? '';
  return Object.fromEntries([...block.matchAll(/(\w+):\s*'([^']+)'/g)].map(([, key, url]) => [key, url]));
};

/** The shell's route table: [{ path, remote, expose }] ("marketing/HomePage" → marketing, ./HomePage). */
export const readRouteTable = () => {
  const paths = readPaths();
  return [...read('shell/src/app/route-table.ts').matchAll(/path:\s*paths\.(\w+),\s*module:\s*'(\w+)\/(\w+)'/g)].map(
    ([, key, remote, expose]) => {
      if (!paths[key]) throw new Error(`route-table.ts usa paths.${key}, que no existe en paths.ts`);
      return { path: paths[key], remote, expose: `./${expose}` };
    },
  );
};

/**
 * Routes the pages themselves mark noindex: the internal signature builder (DECISIONS.md) and the
 * thank-you page after the contact form. They stay out of the sitemap and of the audits.
 */
export const privatePaths = () => [readPaths().signatures, readPaths().contactSuccess];

/** Public routes without parameters, in route-table order. */
export const publicStaticPaths = () => {
  const hidden = new Set(privatePaths());
  return readRouteTable()
    .map((route) => route.path)
    .filter((url) => !url.includes(':') && !hidden.has(url));
};

/** A route pattern as a RegExp source matching a pathname ("/blog/:slug" → ^/blog/[^/]+/?$). */
export const patternSource = (pattern) =>
  `^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}/?$`;
