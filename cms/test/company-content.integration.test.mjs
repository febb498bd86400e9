// Integration test of the company content (docs/decisions.md 8): team members, partners, client logos and podcast
// episodes. Boots the real CMS on a fresh temporary SQLite file and checks they are seeded once into the Media
// Library, read-only for the public, editable through the admin API, and that a database seeded before these
// types existed gets them on its next boot.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { CMS_DIR, startCms } from '../scripts/lib/strapi-process.mjs';

const require = createRequire(import.meta.url);
const Database = require('better-sqlite3');

const TEST_ENV = {
  CMS_ADMIN_EMAIL: 'editora@linx.cl',
  CMS_ADMIN_PASSWORD: 'EditoraLinx2024',
  CMS_SEED: 'true',
  CMS_API_CACHE_TTL_MS: '10000',
  CORS_ORIGINS: 'http://localhost:3000',
};
const CALLS = {
  team: '/api/team-members?populate=*&sort[0]=order&sort[1]=id',
  partners: '/api/partners?populate=*',
  clients: '/api/client-logos?populate=*',
  podcast: '/api/podcast-episodes?populate=*',
};
const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-cms-company-'));
const dbFile = path.join(tmpDir, 'data.db');
let cms;
let token;

const list = async (p) => {
  const res = await fetch(`${cms.baseUrl}${p}`);
  const body = await res.json();
  assert.equal(res.status, 200, `${p} answered ${res.status}: ${JSON.stringify(body)}`);
  assert.ok(Array.isArray(body.data), `${p}: data is not a list`);
  return body.data;
};

/** A Media Library file as the public API populates it, served by the CMS itself. */
const assertServedMedia = async (media, mime, label) => {
  assert.ok(media && typeof media.url === 'string', `${label}: no media`);
  assert.match(media.url, /^\/uploads\//, `${label}: not a Media Library upload`);
  assert.equal(media.mime, mime, `${label}: mime`);
  assert.ok(media.width > 0 && media.height > 0, `${label}: dimensions`);
  assert.ok(media.alternativeText, `${label}: alternative text`);
  const res = await fetch(`${cms.baseUrl}${media.url}`);
  assert.equal(res.status, 200, `${label}: ${media.url}`);
  assert.equal(res.headers.get('content-type')?.split(';')[0], mime, `${label}: served type`);
  await res.arrayBuffer();
};

const admin = (method, p, body) =>
  fetch(`${cms.baseUrl}${p}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

const THIRD_PARTY = /^https?:\/\/(?![^/]*\blinx\.cl\b)/;

describe('company content in the CMS (team, partners, client logos, podcast)', { timeout: 240_000 }, () => {
  before(async () => {
    cms = await startCms({ dbFile, env: TEST_ENV, timeoutMs: 180_000 });
    const login = await fetch(`${cms.baseUrl}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: TEST_ENV.CMS_ADMIN_EMAIL, password: TEST_ENV.CMS_ADMIN_PASSWORD }),
    });
    assert.equal(login.status, 200, 'admin login');
    token = (await login.json()).data.token;
  });

  after(async () => {
    await cms?.stop();
    // The database and the Media Library's folder (startCms puts it beside the database).
    fs.rmSync(tmpDir, { recursive: true, force: true });
  });

  it('seeds one team roster of six, in order, photos as PNG uploads, the commercial manager shown on About', async () => {
    const team = await list(CALLS.team);
    assert.equal(team.length, 6);
    assert.deepEqual(
      team.map((m) => m.order),
      [...team.map((m) => m.order)].sort((a, b) => a - b),
      'sorted by order',
    );
    for (const m of team) {
      for (const f of ['name', 'role', 'quote']) assert.ok(m[f], `${m.name}: ${f}`);
      assert.match(m.email, /^[a-z.]+@linx\.cl$/, `${m.name}: company e-mail`);
      assert.equal(m.profileUrl, null, `${m.name}: no invented profile link`);
      assert.equal(typeof m.showOnAbout, 'boolean');
      await assertServedMedia(m.photo, 'image/png', `photo of ${m.name}`);
    }
    assert.ok(
      team.some((m) => m.role === 'Gerente Comercial' && m.showOnAbout),
      'commercial manager on About',
    );
    assert.equal(new Set(team.map((m) => m.name)).size, 6, 'six different people');
    assert.ok(
      team.some((m) => /[áéíóúñ]/.test(m.name)),
      'names keep their accents',
    );
  });

  it('seeds four partners, eight client logos and one podcast episode, with no invented link', async () => {
    const partners = await list(CALLS.partners);
    assert.equal(partners.length, 4);
    for (const p of partners) {
      assert.ok(p.name && p.description && p.width > 0, `partner ${p.name}`);
      assert.equal(p.url, null, `partner ${p.name}: real address unknown, so no link`);
      await assertServedMedia(p.logo, 'image/svg+xml', `logo of ${p.name}`);
    }
    const clients = await list(CALLS.clients);
    assert.equal(clients.length, 8);
    for (const c of clients) {
      assert.ok(c.name && c.width > 0, `client ${c.name}`);
      await assertServedMedia(c.logo, 'image/svg+xml', `logo of ${c.name}`);
    }
    const [episode, ...more] = await list(CALLS.podcast);
    assert.equal(more.length, 0);
    assert.ok(episode.title && episode.description);
    assert.equal(episode.duration, 42);
    assert.match(episode.date, /^\d{4}-\d{2}-\d{2}$/);
    assert.equal(episode.youtubeUrl, null, 'video address unknown, so no link');
    await assertServedMedia(episode.image, 'image/jpeg', 'podcast thumbnail');
    assert.ok(episode.image.formats?.thumbnail, 'Strapi made the image formats of the JPEG');
    const links = JSON.stringify([partners, clients, episode]).match(/https?:\/\/[^"]+/g) ?? [];
    assert.deepEqual(
      links.filter((l) => THIRD_PARTY.test(l)),
      [],
      'no third-party address',
    );
  });

  it('lets the public read one entry but write none, nor list the Media Library', async () => {
    const [member] = await list(CALLS.team);
    const one = await fetch(`${cms.baseUrl}/api/team-members/${member.documentId}?populate=*`);
    assert.equal(one.status, 200, 'public findOne');
    assert.equal((await one.json()).data.name, member.name);
    const json = { 'Content-Type': 'application/json' };
    const body = JSON.stringify({ data: { name: 'Intruso', title: 'Intruso' } });
    for (const type of ['team-members', 'partners', 'client-logos', 'podcast-episodes']) {
      const [entry] = await list(`/api/${type}`);
      for (const [method, p] of [
        ['POST', `/api/${type}`],
        ['PUT', `/api/${type}/${entry.documentId}`],
        ['DELETE', `/api/${type}/${entry.documentId}`],
      ]) {
        const res = await fetch(`${cms.baseUrl}${p}`, {
          method,
          headers: json,
          body: method === 'DELETE' ? undefined : body,
        });
        assert.ok([401, 403].includes(res.status), `${method} ${p} answered ${res.status}`);
        await res.arrayBuffer();
      }
    }
    const files = await fetch(`${cms.baseUrl}/api/upload/files`);
    assert.ok([401, 403].includes(files.status), `GET /api/upload/files answered ${files.status}`);
    await files.arrayBuffer();
    assert.equal((await list(CALLS.team)).length, 6, 'nothing was written');
  });

  it('an editor adds, changes and removes a team member through the admin API; the public API follows at once', async () => {
    await list(CALLS.team); // a cached answer must not hide the change
    const photo = fs.readFileSync(path.join(CMS_DIR, 'src/seed/uploads/team/felipe-araya.png'));
    const form = new FormData();
    form.append('files', new Blob([photo], { type: 'image/png' }), 'nueva-persona.png');
    form.append('fileInfo', JSON.stringify({ alternativeText: 'Foto de Nueva Persona' }));
    const uploaded = await fetch(`${cms.baseUrl}/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    assert.equal(uploaded.status, 201, `admin upload: ${uploaded.status}`);
    const [file] = await uploaded.json();

    const uid = 'api::team-member.team-member';
    const created = await admin('POST', `/content-manager/collection-types/${uid}`, {
      name: 'Nueva Persona',
      role: 'Ejecutiva Comercial',
      email: 'nueva.persona@linx.cl',
      quote: 'Recién llegada al equipo.',
      photo: file.id,
      showOnAbout: true,
      order: 5,
    });
    assert.equal(created.status, 201, `content-manager create: ${await created.clone().text()}`);
    const { documentId } = (await created.json()).data;

    let team = await list(CALLS.team);
    const added = team.find((m) => m.documentId === documentId);
    assert.ok(added, 'the new member is public at once');
    assert.equal(team[0].documentId, documentId, 'order 5 puts her first');
    assert.equal(added.photo.url, file.url);

    const updated = await admin('PUT', `/content-manager/collection-types/${uid}/${documentId}`, {
      role: 'Gerenta de Ventas',
      showOnAbout: false,
    });
    assert.equal(updated.status, 200, `content-manager update: ${await updated.clone().text()}`);
    team = await list(CALLS.team);
    assert.deepEqual(
      (({ role, showOnAbout }) => ({ role, showOnAbout }))(team.find((m) => m.documentId === documentId)),
      { role: 'Gerenta de Ventas', showOnAbout: false },
    );

    const removed = await admin('DELETE', `/content-manager/collection-types/${uid}/${documentId}`);
    assert.equal(removed.status, 200, 'content-manager delete');
    assert.equal((await list(CALLS.team)).length, 6);
  });

  it('seeds once: content the editors delete stays deleted after a restart', async () => {
    const [partner] = await list(CALLS.partners);
    const res = await admin('DELETE', `/content-manager/collection-types/api::partner.partner/${partner.documentId}`);
    assert.equal(res.status, 200, 'partner deleted');
    const before = Object.fromEntries(
      await Promise.all(Object.entries(CALLS).map(async ([k, p]) => [k, (await list(p)).map((x) => x.id)])),
    );
    assert.equal(before.partners.length, 3);
    await cms.stop();
    cms = await startCms({ dbFile, env: TEST_ENV, timeoutMs: 180_000 });
    for (const [k, p] of Object.entries(CALLS)) {
      assert.deepEqual(
        (await list(p)).map((x) => x.id),
        before[k],
        `${k} changed after a restart`,
      );
    }
  });

  // Rewinds the SQLite file by hand; the PostgreSQL run (npm run test:postgres) skips it.
  const onSqlite = process.env.DATABASE_CLIENT !== 'postgres';
  // Builds the older database with SQLite tools: on PostgreSQL the case does not exist (not a skip).
  (onSqlite ? it : () => undefined)(
    'a database seeded before these types existed gets them on its next boot, the editorial content untouched',
    async () => {
      const articles = (await list('/api/articles')).map((a) => a.id);
      await cms.stop();
      // What such a database looks like: editorial seed flag set, none of the company types nor their flag.
      const db = new Database(dbFile);
      for (const table of ['team_members', 'partners', 'client_logos', 'podcast_episodes'])
        db.prepare(`DELETE FROM ${table}`).run();
      db.prepare("DELETE FROM strapi_core_store_settings WHERE key = 'core_linx_company-seed'").run();
      db.close();
      cms = await startCms({ dbFile, env: TEST_ENV, timeoutMs: 180_000 });
      assert.equal((await list(CALLS.team)).length, 6);
      assert.equal((await list(CALLS.partners)).length, 4);
      assert.equal((await list(CALLS.clients)).length, 8);
      assert.equal((await list(CALLS.podcast)).length, 1);
      assert.deepEqual(
        (await list('/api/articles')).map((a) => a.id),
        articles,
        'articles not seeded again',
      );
    },
  );
});
