// The suite's processes, their ports and the environment variables that move them
// (ARCHITECTURE.md "Processes and ports"). Every script reads this one table.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const apps = [
  { folder: 'shell', remote: null, port: 3000, portEnv: 'SHELL_PORT', urlEnv: 'SHELL_URL' },
  { folder: 'mfe-marketing', remote: 'marketing', port: 3001, portEnv: 'MARKETING_PORT', urlEnv: 'MARKETING_URL' },
  { folder: 'mfe-catalogue', remote: 'catalogue', port: 3002, portEnv: 'CATALOGUE_PORT', urlEnv: 'CATALOGUE_URL' },
  { folder: 'mfe-content', remote: 'content', port: 3003, portEnv: 'CONTENT_PORT', urlEnv: 'CONTENT_URL' },
  { folder: 'mfe-contact', remote: 'contact', port: 3004, portEnv: 'CONTACT_PORT', urlEnv: 'CONTACT_URL' },
  { folder: 'mfe-internal', remote: 'internal', port: 3005, portEnv: 'INTERNAL_PORT', urlEnv: 'INTERNAL_URL' },
];

export const backEnds = {
  cms: { port: 1337, portEnv: 'CMS_PORT', urlEnv: 'CMS_URL' },
  leads: { port: 4000, portEnv: 'LEADS_PORT', urlEnv: 'LEADS_URL' },
  // The analytics collector (analytics-service/): beacons of the pages, the staff dashboard's figures.
  analytics: { port: 4300, portEnv: 'ANALYTICS_PORT', urlEnv: 'ANALYTICS_URL' },
  // The renderer's service (scripts/render-service.mjs): loopback only, the CMS calls it on writes.
  render: { port: 3090, portEnv: 'RENDER_PORT', urlEnv: 'RENDER_URL' },
};

/** Where the CMS reports content changes (cms/src/utils/render-hook.js). */
export const renderHookUrl = () => process.env.RENDER_HOOK_URL || `http://127.0.0.1:${portOf(backEnds.render)}/render`;

/** Interface the servers bind to; loopback unless told otherwise. */
export const bindHost = () => process.env.HOST || '127.0.0.1';
/** Host name the browser uses in the addresses file. */
export const publicHost = () => process.env.PUBLIC_HOST || 'localhost';

export const portOf = (entry) => Number(process.env[entry.portEnv] || entry.port);
export const urlOf = (entry) => process.env[entry.urlEnv] || `http://${publicHost()}:${portOf(entry)}`;

/** The same machine's other name: pages opened at 127.0.0.1 or at localhost are other origins. */
const LOOPBACK_NAMES = { localhost: '127.0.0.1', '127.0.0.1': 'localhost' };

/**
 * The origins of the suite's pages in the browser: the shell's first (the collector reads its sitemap),
 * then each remote's own page (its team's frame), each also under the loopback's other name. What the
 * start scripts give the CMS (CORS_ORIGINS), the lead service and the collector (SITE_ORIGINS) when the
 * environment does not name them.
 */
export const browserOrigins = () => {
  const origins = apps.flatMap((app) => {
    const url = new URL(urlOf(app));
    const other = LOOPBACK_NAMES[url.hostname];
    return [url.origin, ...(other ? [`${url.protocol}//${other}${url.port ? `:${url.port}` : ''}`] : [])];
  });
  return [...new Set(origins)];
};

/** The back ends' allowed origins when the environment names none: the suite's pages (browserOrigins). */
export const backEndOrigins = () => {
  const origins = browserOrigins().join(',');
  return { CORS_ORIGINS: origins, SITE_ORIGINS: origins };
};

export const findApp = (folder) => {
  const app = apps.find((candidate) => candidate.folder === folder);
  if (!app) throw new Error(`App desconocida: ${folder}. Opciones: ${apps.map((a) => a.folder).join(', ')}`);
  return app;
};
