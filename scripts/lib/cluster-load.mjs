// Load for the cluster's failure drill and benchmark: page views, CMS reads and lead submits sent
// through the front door (nginx), each request recorded with when it started, how long it took and
// whether it succeeded. Loopback only, and always bounded in time.
import crypto from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

/** Pages a visitor opens (rendered HTML from the shell servers). */
export const LOAD_PAGES = ['/', '/blog', '/productos', '/servicios', '/servicios/seo', '/contacto', '/sobre-nosotros'];
/** A CMS list the pages read. */
export const LOAD_CMS_READ = '/cms/api/articles?populate[0]=cover&populate[1]=categories';

const TIMEOUT_MS = 10_000;

const timed = async (send) => {
  const at = Date.now();
  const started = performance.now();
  try {
    const result = await send();
    return { at, ms: performance.now() - started, ...result };
  } catch (error) {
    return { at, ms: performance.now() - started, ok: false, status: 0, error: error.message };
  }
};

/** GET `url`, read to the end: ok on 200. */
export const getOk = async (url) => {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  await response.arrayBuffer();
  return { ok: response.status === 200, status: response.status };
};

/**
 * One lead submit as the contact form sends it, from its own client address (the lead service counts
 * clients by the address nginx forwards) and with its own idempotency key.
 */
export const submitLead = async ({ base, origin, index }) => {
  const key = crypto.randomUUID();
  const response = await fetch(`${base}/leads/crm.lead`, {
    method: 'POST',
    signal: AbortSignal.timeout(TIMEOUT_MS),
    headers: {
      'Content-Type': 'application/json',
      Origin: origin,
      'Idempotency-Key': key,
      'X-Forwarded-For': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
    },
    body: JSON.stringify({
      name: `Cliente simulacro ${index}`,
      email_from: `compras${index}@comercial-andes.cl`,
      contact_name: 'Comercial Andes',
      // The form ends the description with the service chosen.
      description: `Necesitamos pantallas para ${index + 2} sucursales (simulacro ${key}). Cartelería Digital`,
    }),
  });
  const body = await response.json().catch(() => ({}));
  return { ok: response.status === 202, status: response.status, key, id: body.id ?? null };
};

/**
 * Sends `send(i)` `perSecond` times a second for `durationMs`, whatever the answers take (an open
 * loop: a slow or dead instance never slows the load down). Resolves with every request's record.
 */
export const steadyLoad = async ({ perSecond, durationMs, send }) => {
  const started = performance.now();
  const pending = [];
  for (let i = 0; ; i += 1) {
    const due = (i * 1000) / perSecond;
    if (due >= durationMs) break;
    const wait = due - (performance.now() - started);
    if (wait > 0) await sleep(wait);
    pending.push(timed(() => send(i)));
  }
  return Promise.all(pending);
};

/** `concurrency` clients each sending `send(i)` back to back for `durationMs` (a closed loop, for throughput). */
export const closedLoad = async ({ concurrency, durationMs, send }) => {
  const end = performance.now() + durationMs;
  const results = [];
  let next = 0;
  const client = async () => {
    while (performance.now() < end) results.push(await timed(() => send((next += 1))));
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  return results;
};

/** The value at quantile `q` (0…1) of `values`. */
export const quantile = (values, q) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
