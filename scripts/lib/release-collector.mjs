// The analytics collector as the release tools and the renderer's watch use it
// (analytics-service/README.md, "Releases"): every event of an app's release log is posted there
// with the ingest token (ANALYTICS_INGEST_TOKEN), so the staff dashboard lists promotes, refusals and
// rollbacks; the watch asks it for a release's page views and errors with the staff token
// (ANALYTICS_STAFF_TOKEN). Without a token only a collector on this machine answers (loopback).
import { backEnds, urlOf } from './apps.mjs';

const TIMEOUT_MS = 5000;

const collectorUrl = (env) => (env.ANALYTICS_URL || urlOf(backEnds.analytics)).replace(/\/$/, '');
const bearer = (token) => (token ? { Authorization: `Bearer ${token}` } : {});

/** The fields of a log event the collector takes (release-log.mjs has more: a refusal's problems). */
const collectorEvent = (name, { at, action, version, from, by, reason }) => ({
  at,
  app: name,
  action,
  version: version ?? null,
  ...(from !== undefined ? { from } : {}),
  by: String(by || 'desconocido').slice(0, 100),
  ...(reason ? { reason: String(reason).slice(0, 2000) } : {}),
});

/**
 * Posts one event of `name`'s release log. Never throws: a collector that is down or refuses costs
 * one log line, never a promote (the event stays in RELEASES_DIR/<name>/log.jsonl).
 * @returns {Promise<boolean>} whether the collector took it
 */
export const postReleaseEvent = async (name, event, { env = process.env, warn = console.warn } = {}) => {
  if (!event) return false;
  try {
    const response = await fetch(`${collectorUrl(env)}/release-events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...bearer(env.ANALYTICS_INGEST_TOKEN) },
      body: JSON.stringify(collectorEvent(name, event)),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (response.ok) return true;
    warn(
      `analítica: el colector respondió ${response.status} al evento ${event.action} de ${name} / collector refused`,
    );
  } catch (error) {
    warn(`analítica: el colector no recibió el evento ${event.action} de ${name} (${error.message}) / collector down`);
  }
  return false;
};

/**
 * `health(name, version, since)` for the watch: the release's page views and errors since `since`
 * (an ISO time). Throws when the collector does not answer (the watch then waits for the next look).
 */
export const collectorHealth =
  ({ env = process.env } = {}) =>
  async (name, version, since) => {
    const query = new URLSearchParams({ remote: name, release: version, since });
    const response = await fetch(`${collectorUrl(env)}/release-health?${query}`, {
      headers: bearer(env.ANALYTICS_STAFF_TOKEN),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok)
      throw new Error(`el colector respondió ${response.status} / collector answered ${response.status}`);
    const { views, errors } = await response.json();
    return { views: Number(views) || 0, errors: Number(errors) || 0 };
  };
