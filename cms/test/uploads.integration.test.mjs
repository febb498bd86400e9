// Uploads and request bodies (issue 15, item 7): anonymous multipart requests and oversized bodies are
// refused before the CMS reads them, so nothing reaches the temporary folder; an editor still uploads.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startCms } from '../scripts/lib/strapi-process.mjs';
import { databaseLabel } from '../scripts/lib/test-database.mjs';

const KIB = 1024;
const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-cms-uploads-'));
// The CMS's temporary folder: where the body parser would write uploaded files.
const cmsTmp = path.join(tmpDir, 'tmp');
fs.mkdirSync(cmsTmp);
const TEST_ENV = {
  CMS_ADMIN_EMAIL: 'editor@linx.cl',
  CMS_ADMIN_PASSWORD: 'EditorLinx2024',
  CMS_SEED: 'false',
  CMS_UPLOAD_MAX_BYTES: String(1024 * KIB),
  CMS_BODY_MAX_BYTES: String(64 * KIB),
  TMPDIR: cmsTmp,
};
const BOUNDARY = 'linx-test-boundary';
const MULTIPART = `multipart/form-data; boundary=${BOUNDARY}`;
const partHead = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="a.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;
let cms;
let token;

const tmpFiles = () => fs.readdirSync(cmsTmp, { recursive: true });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Declares `length` bytes, sends only the first 64 KiB and waits up to 3 s for an answer: a CMS that
 * refuses before reading answers at once; one that parses first waits for the rest of the body.
 * Reports the status and the files in the CMS's temporary folder at that moment.
 */
const answerBeforeBody = (pathname, { headers = {}, length }) =>
  new Promise((resolve) => {
    const req = http.request(`${cms.baseUrl}${pathname}`, {
      method: 'POST',
      headers: { 'Content-Type': MULTIPART, ...headers, 'Content-Length': String(length) },
    });
    const done = (result) => {
      clearTimeout(timer);
      req.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => done({ status: 'no answer before the whole body', files: tmpFiles() }), 3000);
    req.on('response', (res) => {
      res.resume();
      done({ status: res.statusCode, files: tmpFiles() });
    });
    req.on('error', (error) => done({ status: error.code, files: tmpFiles() }));
    req.write(Buffer.concat([Buffer.from(partHead), Buffer.alloc(64 * KIB, 7)]));
  });

const adminLogin = async () => {
  const res = await fetch(`${cms.baseUrl}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: TEST_ENV.CMS_ADMIN_EMAIL, password: TEST_ENV.CMS_ADMIN_PASSWORD }),
  });
  assert.equal(res.status, 200, 'admin login');
  return (await res.json()).data.token;
};

describe(`LINX CMS uploads and body limits (${databaseLabel()})`, { timeout: 180_000 }, () => {
  before(async () => {
    cms = await startCms({ dbFile: path.join(tmpDir, 'data.db'), env: TEST_ENV });
    token = await adminLogin();
  });

  after(async () => {
    await cms?.stop();
    fs.rmSync(tmpDir, { recursive: true, force: true });
  });

  it('refuses an anonymous upload to the content API before reading its body', async () => {
    const { status, files } = await answerBeforeBody('/api/upload', { length: 512 * KIB });
    assert.equal(status, 401);
    assert.deepEqual(files, []);
  });

  it('refuses an upload to the admin API with a forged token before reading its body', async () => {
    const { status, files } = await answerBeforeBody('/upload', {
      length: 512 * KIB,
      headers: { Authorization: 'Bearer forged' },
    });
    assert.equal(status, 401);
    assert.deepEqual(files, []);
  });

  it("refuses an editor's upload over CMS_UPLOAD_MAX_BYTES before reading it", async () => {
    const { status, files } = await answerBeforeBody('/upload', {
      length: 2048 * KIB,
      headers: { Authorization: `Bearer ${token}` },
    });
    assert.equal(status, 413);
    assert.deepEqual(files, []);
  });

  it('refuses a JSON body over CMS_BODY_MAX_BYTES before reading it', async () => {
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
    const { status } = await answerBeforeBody('/content-manager/collection-types/api::article.article', {
      length: 128 * KIB,
      headers,
    });
    assert.equal(status, 413);
  });

  it('stops writing an upload sent without Content-Length at the limit, and removes what it wrote', async () => {
    const status = await new Promise((resolve, reject) => {
      const req = http.request(`${cms.baseUrl}/upload`, {
        method: 'POST',
        headers: { 'Content-Type': MULTIPART, Authorization: `Bearer ${token}` },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode);
      });
      req.on('error', (error) =>
        error.code === 'EPIPE' || error.code === 'ECONNRESET' ? resolve(error.code) : reject(error),
      );
      req.write(partHead);
      const chunk = Buffer.alloc(64 * KIB, 7);
      for (let i = 0; i < 24; i += 1) req.write(chunk); // 1.5 MiB, chunked
      req.end(`\r\n--${BOUNDARY}--\r\n`);
    });
    assert.ok([413, 'EPIPE', 'ECONNRESET'].includes(status), `answered ${status}`);
    await sleep(300);
    assert.deepEqual(tmpFiles(), []);
  });

  it('an editor still uploads a file and deletes it', async () => {
    const form = new FormData();
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(4 * KIB - 9, 32)]);
    form.append('files', new Blob([pdf], { type: 'application/pdf' }), 'prueba.pdf');
    const auth = { Authorization: `Bearer ${token}` };
    const res = await fetch(`${cms.baseUrl}/upload`, { method: 'POST', headers: auth, body: form });
    const body = await res.json();
    assert.equal(res.status, 201, JSON.stringify(body));
    const [file] = body;
    const served = await fetch(`${cms.baseUrl}${file.url}`);
    assert.equal(served.status, 200);
    assert.equal((await served.arrayBuffer()).byteLength, 4 * KIB);
    const del = await fetch(`${cms.baseUrl}/upload/files/${file.id}`, { method: 'DELETE', headers: auth });
    assert.equal(del.status, 200);
    await del.arrayBuffer();
    await sleep(300);
    assert.deepEqual(tmpFiles(), []);
  });
});
