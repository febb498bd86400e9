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

export const findApp = (folder) => {
  const app = apps.find((candidate) => candidate.folder === folder);
  if (!app) throw new Error(`App desconocida: ${folder}. Opciones: ${apps.map((a) => a.folder).join(', ')}`);
  return app;
};
