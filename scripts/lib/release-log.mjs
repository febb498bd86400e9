// What happened to an app's live pointer, and who did it: one JSON object a line in
// RELEASES_DIR/<name>/log.jsonl, appended (a line is written whole; two promotes at once both stay),
// oldest first. live.json keeps its `history` of versions for the servers; this is the record a
// person (or the staff dashboard) reads: every promote, every refusal of the canary, every forced
// promote and every rollback (docs/releases.md, "The release log").
//   {"at":"2025-…Z","action":"refused","version":"1.0.0+ab12cd3","by":"ana","reason":"/productos: …"}
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const LOG_FILE = 'log.jsonl';
// auto-rollback: the renderer's watch took back a release its visitors' browsers failed on
// (lib/release-watch.mjs).
export const LOG_ACTIONS = ['promote', 'refused', 'forced', 'rollback', 'auto-rollback'];

export const logFile = (dir, name) => path.join(dir, name, LOG_FILE);

/** Who acts: git's user.name, else the login name. */
export const currentActor = () => {
  const git = spawnSync('git', ['config', 'user.name'], { encoding: 'utf8' });
  const name = git.status === 0 ? git.stdout.trim() : '';
  if (name) return name;
  try {
    return process.env.USER || os.userInfo().username || 'desconocido';
  } catch {
    return process.env.USER || 'desconocido';
  }
};

/**
 * Appends one event. `reason` is required for a forced promote and a refusal; `problems` (refusals)
 * lists `{ page, reason }`; `from` (rollbacks) the version that stopped being live.
 * @returns {object} the event written
 */
export const appendLogEvent = (
  dir,
  name,
  { action, version, by = currentActor(), reason, ...rest },
  now = new Date(),
) => {
  if (!LOG_ACTIONS.includes(action)) throw new Error(`acción desconocida / unknown action: ${action}`);
  const event = { at: now.toISOString(), action, version, by, ...(reason ? { reason } : {}), ...rest };
  fs.mkdirSync(path.join(dir, name), { recursive: true });
  fs.appendFileSync(logFile(dir, name), `${JSON.stringify(event)}\n`);
  return event;
};

/** The events of an app, oldest first; a line that is not an event (a torn write) is skipped. */
export const readLog = (dir, name) => {
  let text;
  try {
    text = fs.readFileSync(logFile(dir, name), 'utf8');
  } catch {
    return [];
  }
  return text.split('\n').flatMap((line) => {
    if (!line.trim()) return [];
    try {
      const event = JSON.parse(line);
      return event && LOG_ACTIONS.includes(event.action) && typeof event.at === 'string' ? [event] : [];
    } catch {
      return [];
    }
  });
};
