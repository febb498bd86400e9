/**
 * The e2e suite runs its own servers on ports of its own, so it never collides with (or reuses by
 * mistake) a site started with `npm start` on the default ports.
 */
export const e2ePorts = {
  shell: 3300,
  marketing: 3301,
  catalogue: 3302,
  content: 3303,
  contact: 3304,
  internal: 3305,
  cms: 1340,
  leads: 4100,
  render: 3390,
} as const;

export type E2eProcess = keyof typeof e2ePorts;

export const originOf = (name: E2eProcess): string => `http://127.0.0.1:${e2ePorts[name]}`;
export const siteUrl = originOf('shell');
