import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import Database from 'better-sqlite3';
import { runCli, startServer, type RunningServer } from './helpers/child';
import { NO_LIMITS, tempDir, testEnv } from './helpers/env';
import { postLead, validLead } from './helpers/leads';

function storedIds(dbPath: string): Set<string> {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    assert.equal(db.pragma('integrity_check', { simple: true }), 'ok');
    return new Set(db.prepare('SELECT id FROM leads').pluck().all() as string[]);
  } finally {
    db.close();
  }
}

describe('backup and restore of the lead store', () => {
  const tmp = tempDir();
  const dbPath = path.join(tmp.dir, 'leads.db');
  const backupFile = path.join(tmp.dir, 'leads-backup.db');
  const servers: RunningServer[] = [];

  after(() => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    tmp.cleanup();
  });

  it('backs up while leads are being written; a restore brings back every lead acknowledged before it', async (t) => {
    const env = testEnv(dbPath, NO_LIMITS);
    const server = await startServer(env);
    servers.push(server);
    const acknowledged: { id: string; at: number }[] = [];
    let n = 0;
    const post = async () => {
      const response = await postLead(server.base, validLead((n += 1)));
      if (response.status === 202) acknowledged.push({ id: response.body.id, at: Date.now() });
      return response;
    };
    for (let i = 0; i < 50; i += 1) await post();

    // Four writers keep posting from before the backup command starts until after it ends.
    let writing = true;
    const writers = Array.from({ length: 4 }, async () => {
      while (writing) await post();
    });
    while (acknowledged.length < 80) await new Promise((resolve) => setTimeout(resolve, 5));
    const backupBegan = Date.now();
    const backup = await runCli(['backup', backupFile], dbPath);
    const backupEnded = Date.now();
    writing = false;
    await Promise.all(writers);
    assert.equal(backup.code, 0, backup.stderr);
    assert.match(backup.stdout, /^backup of \d+ lead\(s\) written to /);
    assert.equal((await runCli(['backup', backupFile], dbPath)).code, 1, 'an existing file is not overwritten');

    const late = (await post()).body.id; // after the backup: gone once it is restored
    const refused = await runCli(['restore', backupFile], dbPath);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /is in use \(is the lead service running\?\); stop it, then restore/);
    assert.ok(storedIds(dbPath).has(late), 'a refused restore changed nothing');

    server.child.kill('SIGTERM');
    assert.equal((await server.exited).code, 0);
    const restore = await runCli(['restore', backupFile], dbPath);
    assert.equal(restore.code, 0, restore.stderr);
    assert.match(restore.stdout, /^restored \d+ lead\(s\) into .*; the previous content is in .*before-restore-/);

    const restored = storedIds(dbPath);
    const before = acknowledged.filter((lead) => lead.at < backupBegan);
    for (const lead of before) assert.ok(restored.has(lead.id), `lead ${lead.id} acknowledged before the backup`);
    assert.ok(!restored.has(late));
    const previous = fs.readdirSync(tmp.dir).find((name) => name.startsWith('leads.db.before-restore-'));
    assert.ok(previous && storedIds(path.join(tmp.dir, previous)).has(late), 'the replaced content is kept');
    const during = acknowledged.filter((lead) => lead.at >= backupBegan && lead.at <= backupEnded).length;
    t.diagnostic(`acknowledged before the backup: ${before.length}; during it: ${during}; restored: ${restored.size}`);

    // The service runs on the restored store.
    const again = await startServer(env);
    servers.push(again);
    assert.equal((await postLead(again.base, validLead(999))).status, 202);
    assert.equal(storedIds(dbPath).size, restored.size + 1);
  });

  it('refuses to restore a file that is not a lead store backup', async () => {
    const junk = path.join(tmp.dir, 'junk.db');
    fs.writeFileSync(junk, 'not a database');
    const result = await runCli(['restore', junk], path.join(tmp.dir, 'other.db'));
    assert.equal(result.code, 1);
    assert.match(result.stderr, /junk\.db is not a lead store backup/);
  });
});
