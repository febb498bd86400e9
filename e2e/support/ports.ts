// Every port of the e2e suite lives here, in ranges that never overlap, so two servers of the suite
// never meet on one port: the run's 3300–3305, 3390, 1340, 4100, 4120; the specs' 3100–3114; the drills'
// 3400–3440, 1350, 4110.

/**
 * Shifts every port of the suite by `E2E_PORT_OFFSET` (0 by default), so two checkouts on one
 * machine can run their e2e suites side by side without meeting on a port.
 */
const portOffset = Number(process.env.E2E_PORT_OFFSET ?? 0);
const shifted = <T extends Record<string, number>>(ports: T): T =>
  Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, port + portOffset])) as T;

/** Every server of the suite listens on loopback. */
export const loopbackOrigin = (port: number): string => `http://127.0.0.1:${port}`;

/**
 * The run's servers, on ports of their own, so the suite never collides with (or reuses by
 * mistake) a site started with `npm start` on the default ports.
 */
export const e2ePorts = shifted({
  shell: 3300,
  marketing: 3301,
  catalogue: 3302,
  content: 3303,
  contact: 3304,
  internal: 3305,
  cms: 1340,
  leads: 4100,
  analytics: 4120,
  render: 3390,
} as const);

export type E2eProcess = keyof typeof e2ePorts;

export const originOf = (name: E2eProcess): string => loopbackOrigin(e2ePorts[name]);
export const siteUrl = originOf('shell');

/**
 * Servers a spec starts itself beside the run's: a second shell and catalogue (resilience moves the
 * catalogue there, releases promotes and rolls back there; the two specs run one after the other),
 * and render-freshness's shells: one whose CMS is unreachable, one with a rebuilt contact remote.
 */
export const specPorts = shifted({
  secondShell: 3100,
  secondCatalogue: 3102,
  cmsDownShell: 3110,
  rebuiltShell: 3111,
  rebuiltContact: 3114,
} as const);

export type SpecProcess = keyof typeof specPorts;

export const specOrigin = (name: SpecProcess): string => loopbackOrigin(specPorts[name]);

/** The discard port: nothing listens there, so a CMS or render hook addressed to it refuses connections. */
export const refusedOrigin = loopbackOrigin(9);

/**
 * Processes the fault drills (e2e/tests/fault-drills) start, stop and kill themselves, beside the
 * run's servers above (which other specs need up): a shell per drill, its own set of remotes, a copy
 * of a remote with a chunk missing, a slow proxy, a Strapi with its own SQLite file and a lead service
 * with its own store.
 */
export const drillPorts = shifted({
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
} as const);

export type DrillProcess = keyof typeof drillPorts;

export const drillOrigin = (name: DrillProcess): string => loopbackOrigin(drillPorts[name]);

/** The drills' shells: the run's CMS and lead service accept them as site origins (CORS). */
export const drillShellOrigins = (
  ['remotesShell', 'halfDeployShell', 'slowShell', 'cmsShell', 'leadsShell'] as const
).map(drillOrigin);
