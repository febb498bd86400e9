// Two CMS instances on one PostgreSQL database (README, "Several instances behind nginx"): a write
// through one is answered by the other within 2 s, though the other had the list in its response
// cache with a TTL of a minute (src/utils/cache-bus.js: LISTEN/NOTIFY). PostgreSQL only: run by
// `npm run test:postgres`, which starts the throw-away cluster.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCms } from '../scripts/lib/strapi-process.mjs';

const ENV = {
  CMS_ADMIN_EMAIL: 'editora@linx.cl',
  CMS_ADMIN_PASSWORD: 'EditoraLinx2024',
  CMS_SEED: 'false',
  CMS_API_CACHE_TTL_MS: '60000',
  CORS_ORIGINS: 'http://localhost:3000',
};
const LIST = '/api/categories?sort[0]=id';
const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-cms-instances-'));
const dbFile = path.join(tmpDir, 'data.db'); // names the PostgreSQL database both instances share
let first;
let second;

const names = async (cms) => {
  const res = await fetch(`${cms.baseUrl}${LIST}`);
  assert.equal(res.status, 200);
  return { cache: res.headers.get('x-cache'), names: (await res.json()).data.map((c) => c.name) };
};

describe('several CMS instances on one PostgreSQL database', { timeout: 400_000 }, () => {
  before(async () => {
    if (process.env.DATABASE_CLIENT !== 'postgres') throw new Error('run with npm run test:postgres');
    const publicDir = path.join(tmpDir, 'uploads-shared');
    first = await startCms({ dbFile, env: { ...ENV, CMS_PUBLIC_DIR: publicDir }, timeoutMs: 180_000 });
    second = await startCms({ dbFile, env: { ...ENV, CMS_PUBLIC_DIR: publicDir }, timeoutMs: 180_000 });
  });

  after(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    fs.rmSync(tmpDir, { recursive: true, force: true });
  });

  it('a write through one instance empties the other’s response cache within 2 s', async (t) => {
    const login = await fetch(`${first.baseUrl}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: ENV.CMS_ADMIN_EMAIL, password: ENV.CMS_ADMIN_PASSWORD }),
    });
    assert.equal(login.status, 200, 'admin login');
    const token = (await login.json()).data.token;

    await names(second);
    const cached = await names(second);
    assert.equal(cached.cache, 'HIT', 'the second instance answers the list from its cache');
    assert.ok(!cached.names.includes('Señalética en Ñuñoa'));

    const created = await fetch(`${first.baseUrl}/content-manager/collection-types/api::category.category`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Señalética en Ñuñoa' }),
    });
    const draft = await created.json();
    assert.ok(created.status < 300, `created through the first instance: ${created.status} ${JSON.stringify(draft)}`);
    // Draft & Publish: the write that makes it public is the publish.
    const published = await fetch(
      `${first.baseUrl}/content-manager/collection-types/api::category.category/${draft.data.documentId}/actions/publish`,
      { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: '{}' },
    );
    assert.equal(published.status, 200, `published through the first instance: ${await published.text()}`);
    const writtenAt = Date.now();

    let seen = null;
    while (Date.now() - writtenAt < 5000) {
      if ((await names(second)).names.includes('Señalética en Ñuñoa')) {
        seen = Date.now() - writtenAt;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    assert.ok(seen !== null && seen <= 2000, `seen through the second instance after ${seen} ms (≤ 2000)`);
    t.diagnostic(`the second instance answered the new category ${seen} ms after the write`);
  });
});
