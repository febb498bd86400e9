// The Media Library (issue 19): an editor's upload gets responsive formats at the configured breakpoints, the
// site's public read with the media populated returns them, and uploads are safe: anonymous uploads refused,
// SVG sanitised, markup under an image name refused, each media field takes only its types, a replacement
// keeps its kind, and /uploads answers with nosniff and a sandboxing CSP.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { startCms } from '../scripts/lib/strapi-process.mjs';
import { databaseLabel } from '../scripts/lib/test-database.mjs';

const TEST_ENV = {
  CMS_ADMIN_EMAIL: 'editor@linx.cl',
  CMS_ADMIN_PASSWORD: 'EditorLinx2024',
  CMS_SEED: 'false',
  CMS_API_CACHE_TTL_MS: '10000',
};
const CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const ARTICLES = '/api/articles?populate[0]=cover&populate[1]=categories&populate[2]=author.avatar';
const MATERIALS = '/api/materiales?populate[0]=file&populate[1]=categories';
const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'linx-cms-media-'));
let cms;
let token;

const auth = () => ({ Authorization: `Bearer ${token}` });

/** POST /upload (admin API) with one file; returns { status, body }. */
const upload = async (bytes, name, type, { alt, headers = auth(), query = '' } = {}) => {
  const form = new FormData();
  form.append('files', new Blob([bytes], { type }), name);
  if (alt !== undefined) form.append('fileInfo', JSON.stringify({ alternativeText: alt }));
  const res = await fetch(`${cms.baseUrl}/upload${query}`, { method: 'POST', headers, body: form });
  const text = await res.text();
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: res.status, body };
};
const uploadOk = async (...args) => {
  const { status, body } = await upload(...args);
  assert.equal(status, 201, `upload ${args[1]}: ${JSON.stringify(body)}`);
  return Array.isArray(body) ? body[0] : body;
};

const contentManager = async (method, uid, data, documentId = '') => {
  const res = await fetch(
    `${cms.baseUrl}/content-manager/collection-types/${uid}${documentId ? `/${documentId}` : ''}`,
    {
      method,
      headers: { ...auth(), 'Content-Type': 'application/json' },
      body: JSON.stringify(data),
    },
  );
  return { status: res.status, body: await res.json() };
};

const list = async (p) => {
  const res = await fetch(`${cms.baseUrl}${p}`);
  const body = await res.json();
  assert.equal(res.status, 200, `${p}: ${JSON.stringify(body)}`);
  return body.data;
};

const pdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#1F6FEB' } })
    .png()
    .toBuffer();
const article = (slug, extra) => ({
  title: `Artículo ${slug}`,
  slug,
  description: 'Artículo de prueba de la Media Library.',
  content: '## Prueba\n\nTexto.',
  featured: false,
  author: { name: 'Equipo LINX' },
  ...extra,
});

describe(
  `LINX CMS Media Library: formats, public read, safe uploads (${databaseLabel()})`,
  { timeout: 240_000 },
  () => {
    before(async () => {
      cms = await startCms({ dbFile: path.join(tmpDir, 'data.db'), env: TEST_ENV });
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
      fs.rmSync(tmpDir, { recursive: true, force: true });
    });

    let photo;

    it('an editor uploads a 4000x3000 JPEG: formats at every breakpoint, 320 to 1920 px, plus the thumbnail', async () => {
      // Texture, so the formats' sizes mean something (a flat colour compresses to nothing).
      const jpeg = await sharp({
        create: {
          width: 4000,
          height: 3000,
          channels: 3,
          background: '#FF6A13',
          noise: { type: 'gaussian', mean: 120, sigma: 40 },
        },
      })
        .jpeg({ quality: 85 })
        .toBuffer();
      photo = await uploadOk(jpeg, 'vitrina-4000.jpg', 'image/jpeg', { alt: 'Vitrina con pantallas de promociones' });
      assert.equal(photo.mime, 'image/jpeg');
      assert.deepEqual([photo.width, photo.height], [4000, 3000]);
      assert.equal(photo.alternativeText, 'Vitrina con pantallas de promociones');
      const widths = Object.fromEntries(Object.entries(photo.formats).map(([key, f]) => [key, [f.width, f.height]]));
      assert.deepEqual(widths, {
        thumbnail: [208, 156],
        xsmall: [320, 240],
        small: [480, 360],
        medium: [720, 540],
        large: [960, 720],
        xlarge: [1280, 960],
        xxlarge: [1920, 1440],
      });
      for (const f of Object.values(photo.formats)) {
        assert.equal(f.mime, 'image/jpeg');
        const res = await fetch(`${cms.baseUrl}${f.url}`);
        assert.equal(res.status, 200, f.url);
        const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
        assert.deepEqual([meta.width, meta.height], [f.width, f.height], f.url);
      }
      assert.ok(
        photo.formats.xsmall.size < photo.formats.xxlarge.size / 10,
        'the 320 px format is a fraction of the 1920 px one',
      );
    });

    it("sets it as an article's cover; the site's public read with the populate list returns it with its formats", async () => {
      const created = await contentManager(
        'POST',
        'api::article.article',
        article('portada-subida', { cover: photo.id }),
      );
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const [found] = (await list(ARTICLES)).filter((a) => a.slug === 'portada-subida');
      assert.ok(found, 'the article is public at once');
      assert.equal(found.cover.id, photo.id);
      assert.equal(found.cover.url, photo.url);
      assert.equal(found.cover.alternativeText, 'Vitrina con pantallas de promociones');
      assert.deepEqual([found.cover.width, found.cover.height], [4000, 3000]);
      assert.deepEqual(Object.keys(found.cover.formats).sort(), [
        'large',
        'medium',
        'small',
        'thumbnail',
        'xlarge',
        'xsmall',
        'xxlarge',
      ]);
      assert.equal(found.cover.formats.small.url, photo.formats.small.url);
      assert.equal(found.author.avatar, null);
    });

    it('an alt text edited in the Media Library shows in the next public read (the response cache is emptied)', async () => {
      await list(ARTICLES);
      await list(ARTICLES); // cached now (or within the 2 s after a write)
      const res = await fetch(`${cms.baseUrl}/upload?id=${photo.id}`, {
        method: 'POST',
        headers: { ...auth(), 'Content-Type': 'application/json' },
        body: JSON.stringify({ fileInfo: { alternativeText: 'Vitrina de una tienda con dos pantallas' } }),
      });
      assert.equal(res.status, 200, await res.text());
      const [found] = (await list(ARTICLES)).filter((a) => a.slug === 'portada-subida');
      assert.equal(found.cover.alternativeText, 'Vitrina de una tienda con dos pantallas');
    });

    it('turns photos upright by their EXIF orientation', async () => {
      const rotated = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#11264A' } })
        .jpeg()
        .withMetadata({ orientation: 6 })
        .toBuffer();
      const file = await uploadOk(rotated, 'girada.jpg', 'image/jpeg', { alt: 'Foto girada' });
      assert.deepEqual([file.width, file.height], [300, 400]);
    });

    it('refuses anonymous uploads, to the admin API and to the content API', async () => {
      const bytes = await png();
      // The CMS answers before reading the body and closes the connection: a raw request sees the answer.
      const anonymous = (pathname) =>
        new Promise((resolve, reject) => {
          const boundary = 'linx-anonima';
          const body = Buffer.concat([
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="anonima.png"\r\nContent-Type: image/png\r\n\r\n`,
            ),
            bytes,
            Buffer.from(`\r\n--${boundary}--\r\n`),
          ]);
          const req = http.request(`${cms.baseUrl}${pathname}`, {
            method: 'POST',
            headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': body.length },
          });
          req.on('response', (res) => {
            res.resume();
            resolve(res.statusCode);
          });
          req.on('error', reject);
          req.end(body);
        });
      assert.equal(await anonymous('/upload'), 401);
      assert.equal(await anonymous('/api/upload'), 401);
    });

    it('cleans an SVG that carries script: no <script>, no event handler, no javascript: link; the drawing stays', async () => {
      const evil =
        '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 120 60" width="120" height="60">' +
        '<script>alert(document.cookie)</script>' +
        '<rect width="120" height="60" fill="#1F6FEB" onload="alert(1)"/>' +
        '<a xlink:href="javascript:alert(2)"><circle cx="30" cy="30" r="20" fill="#FF6A13"/></a>' +
        '<foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml" onclick="alert(3)">x</div></foreignObject>' +
        '</svg>';
      const file = await uploadOk(Buffer.from(evil), 'logo-malicioso.svg', 'image/svg+xml', { alt: 'Logo de prueba' });
      assert.equal(file.mime, 'image/svg+xml');
      const res = await fetch(`${cms.baseUrl}${file.url}`);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('content-type')?.split(';')[0], 'image/svg+xml');
      assert.equal(res.headers.get('content-security-policy'), CSP);
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
      const stored = await res.text();
      for (const bad of [/<script/i, /onload/i, /onclick/i, /javascript:/i, /foreignObject/i, /alert/])
        assert.doesNotMatch(stored, bad);
      assert.match(stored, /<svg[^>]*viewBox="0 0 120 60"/);
      assert.match(stored, /<rect[^>]*fill="#1F6FEB"/);
      assert.match(stored, /<circle/);
      const meta = await sharp(Buffer.from(stored)).metadata();
      assert.deepEqual([meta.format, meta.width, meta.height], ['svg', 120, 60], 'still a valid SVG');
    });

    it('refuses markup under an image name, HTML and other types outside the allow-list, and a broken SVG', async () => {
      const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
      for (const [bytes, name, type] of [
        [html, 'foto.png', 'image/png'],
        [html, 'pagina.html', 'text/html'],
        [Buffer.from('alert(1)'), 'codigo.js', 'text/javascript'],
        [Buffer.from('MZ\x90\x00binario'), 'programa.exe', 'application/octet-stream'],
        [Buffer.from('no es un svg'), 'roto.svg', 'image/svg+xml'],
        [html, 'falso.svg', 'image/svg+xml'],
      ]) {
        const { status, body } = await upload(bytes, name, type);
        assert.equal(status, 400, `${name}: ${status} ${JSON.stringify(body)}`);
      }
    });

    it('each media field takes only its types: a material takes a PDF, not an image; a cover an image, not a PDF', async () => {
      const image = await uploadOk(await png(), 'no-es-pdf.png', 'image/png', { alt: 'Imagen' });
      const brief = await uploadOk(pdf(), 'brief.pdf', 'application/pdf');
      assert.equal(brief.mime, 'application/pdf');

      const material = { title: 'Brief de prueba', description: 'Un PDF descargable.' };
      const wrong = await contentManager('POST', 'api::material.material', { ...material, file: image.id });
      assert.equal(wrong.status, 400, JSON.stringify(wrong.body));
      assert.match(JSON.stringify(wrong.body), /PDF/);
      // The admin panel sends the whole media object: checked the same way.
      const wrongObject = await contentManager('POST', 'api::material.material', {
        ...material,
        file: { id: image.id, url: image.url },
      });
      assert.equal(wrongObject.status, 400, JSON.stringify(wrongObject.body));
      const right = await contentManager('POST', 'api::material.material', { ...material, file: brief.id });
      assert.equal(right.status, 201, JSON.stringify(right.body));
      const [found] = (await list(MATERIALS)).filter((m) => m.title === material.title);
      assert.equal(found.file.url, brief.url);
      assert.equal(found.file.mime, 'application/pdf');

      const cover = await contentManager('POST', 'api::article.article', article('portada-pdf', { cover: brief.id }));
      assert.equal(cover.status, 400, JSON.stringify(cover.body));
      const avatar = await contentManager(
        'POST',
        'api::article.article',
        article('avatar-pdf', { author: { name: 'Autora', avatar: brief.id } }),
      );
      assert.equal(avatar.status, 400, 'a media field inside a component is checked too');
      const product = await contentManager('POST', 'api::product.product', {
        name: 'Pantalla de prueba',
        slug: 'pantalla-prueba',
        brand: 'LINX',
        description: 'Producto de prueba.',
        images: [image.id],
        brochure: image.id,
      });
      assert.equal(product.status, 400, 'a brochure is a PDF');
      const update = await contentManager(
        'PUT',
        'api::material.material',
        { file: image.id },
        right.body.data.documentId,
      );
      assert.equal(update.status, 400, 'an update is checked as well');
    });

    it('a replaced file keeps its kind: a PDF used by a material cannot become an image', async () => {
      const brief = await uploadOk(pdf(), 'reemplazo.pdf', 'application/pdf');
      const { status } = await upload(await png(), 'imagen.png', 'image/png', { query: `?id=${brief.id}` });
      assert.equal(status, 400);
      const again = await upload(pdf(), 'reemplazo-2.pdf', 'application/pdf', { query: `?id=${brief.id}` });
      assert.equal(again.status, 200, JSON.stringify(again.body));
    });

    it('serves uploads with nosniff and a CSP that runs nothing; PDFs download', async () => {
      const brief = await uploadOk(pdf(), 'descarga.pdf', 'application/pdf');
      const res = await fetch(`${cms.baseUrl}${brief.url}`);
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('content-type'), 'application/pdf');
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(res.headers.get('content-security-policy'), CSP);
      assert.equal(res.headers.get('content-disposition'), 'attachment; filename="descarga.pdf"');
      await res.arrayBuffer();
      const image = await fetch(`${cms.baseUrl}${photo.formats.small.url}`, {
        headers: { Origin: 'http://localhost:3000' },
      });
      assert.equal(image.headers.get('content-security-policy'), CSP);
      assert.equal(image.headers.get('cross-origin-resource-policy'), 'cross-origin');
      assert.equal(image.headers.get('content-disposition'), null, 'images show inline');
      await image.arrayBuffer();
      const missing = await fetch(`${cms.baseUrl}/uploads/no-existe.svg`);
      assert.equal(missing.status, 404);
      assert.equal(missing.headers.get('x-content-type-options'), 'nosniff');
      await missing.arrayBuffer();
    });
  },
);
