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

/**
 * Processes the fault drills (e2e/tests/fault-drills) start, stop and kill themselves, beside the
 * run's servers above (which other specs need up): a shell per drill, its own set of remotes, a copy
 * of a remote with a chunk missing, a slow proxy, a Strapi with its own SQLite file and a lead service
 * with its own store. Outside 3300–3305, 3390, 1340, 4100 and the 3100–3114 of the other specs.
 */
export const drillPorts = {
  /** Remotes down: a shell and all five remotes of its own. */
  remotesShell: 3400,
  marketing: 3401,
  catalogue: 3402,
  content: 3403,
  contact: 3404,
  internal: 3405,
  /** Half-finished deploy: a shell, and the catalogue's build with a page chunk deleted. */
  halfDeployShell: 3410,
  halfDeployCatalogue: 3411,
  /** Slow remote: a shell, the catalogue's build, and a proxy in front of it that waits 5 s. */
  slowShell: 3420,
  slowCatalogue: 3421,
  slowProxy: 3422,
  /** CMS stopped: a shell with no pages rendered ahead of time, one with the run's, a Strapi of its own. */
  cmsShell: 3430,
  cmsRenderedShell: 3431,
  cms: 1350,
  /** Lead service killed: a shell, and a lead service on its own store. */
  leadsShell: 3440,
  leads: 4110,
} as const;

export type DrillProcess = keyof typeof drillPorts;

export const drillOrigin = (name: DrillProcess): string => `http://127.0.0.1:${drillPorts[name]}`;

/** The drills' shells: the run's CMS and lead service accept them as site origins (CORS). */
export const drillShellOrigins = (
  ['remotesShell', 'halfDeployShell', 'slowShell', 'cmsShell', 'leadsShell'] as const
).map(drillOrigin);
