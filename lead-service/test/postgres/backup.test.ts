import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { runCli, startServer, type RunningServer } from '../helpers/child';
import { NO_LIMITS, tempDir, testEnv } from '../helpers/env';
import { postLead, validLead } from '../helpers/leads';
import { openPostgresStore, testDatabase } from '../helpers/postgres';

async function storedIds(url: string): Promise<Set<string>> {
  const store = await openPostgresStore(url);
  try {
    return new Set((await store.list()).map((lead) => lead.id));
  } finally {
    await store.close();
  }
}

describe('backup and restore of the PostgreSQL lead store (pg_dump / pg_restore)', () => {
  const tmp = tempDir();
  const servers: RunningServer[] = [];
  let database: Awaited<ReturnType<typeof testDatabase>> | undefined;

  after(async () => {
    for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGKILL');
    await database?.drop();
    tmp.cleanup();
  });

  it('backs up while a service runs; restore is refused while it runs and brings back the backup', async (t) => {
    database = await testDatabase();
    const storeEnv = { LEADS_DATABASE_URL: database.url };
    const env = testEnv(path.join(tmp.dir, 'unused.db'), { ...NO_LIMITS, ...storeEnv });
    const server = await startServer(env);
    servers.push(server);
    const acknowledged: string[] = [];
    for (let n = 0; n < 30; n += 1) acknowledged.push((await postLead(server.base, validLead(n))).body.id);

    const backupFile = path.join(tmp.dir, 'leads.dump');
    const backup = await runCli(['backup', backupFile], storeEnv);
    assert.equal(backup.code, 0, backup.stderr);
    assert.match(backup.stdout, /^backup of 30 lead\(s\) written to /);
    assert.equal((await runCli(['backup', backupFile], storeEnv)).code, 1, 'an existing file is not overwritten');

    const late = (await postLead(server.base, validLead(99))).body.id;
    const refused = await runCli(['restore', backupFile], storeEnv);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /in use by \d+ connection\(s\) of a lead service; stop them, then restore/);
    assert.ok((await storedIds(database.url)).has(late), 'a refused restore changed nothing');

    server.child.kill('SIGTERM');
    assert.equal((await server.exited).code, 0);
    const restore = await runCli(['restore', backupFile], storeEnv);
    assert.equal(restore.code, 0, restore.stderr);
    assert.match(restore.stdout, /^restored 30 lead\(s\) into the PostgreSQL store; the previous content is in /);
    const restored = await storedIds(database.url);
    assert.deepEqual(restored, new Set(acknowledged));
    const previous = fs.readdirSync(tmp.dir).find((name) => name.startsWith('leads.dump.before-restore-'));
    assert.ok(previous, 'the replaced content is kept as a dump');
    t.diagnostic(`restored ${restored.size} leads; previous content in ${previous}`);

    // The service runs on the restored store, and its sequence goes on after the restored leads.
    const again = await startServer(env);
    servers.push(again);
    assert.equal((await postLead(again.base, validLead(999))).status, 202);
    assert.equal((await storedIds(database.url)).size, 31);
  });

  it('refuses to restore a file that is not a backup of a lead store', async () => {
    const junk = path.join(tmp.dir, 'junk.dump');
    fs.writeFileSync(junk, 'not a dump');
    const other = await testDatabase();
    try {
      const result = await runCli(['restore', junk], { LEADS_DATABASE_URL: other.url });
      assert.equal(result.code, 1);
      assert.match(result.stderr, /pg_restore failed|is not a backup of a PostgreSQL lead store/);
    } finally {
      await other.drop();
    }
  });
});
