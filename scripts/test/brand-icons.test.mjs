// The icons and web manifest the shell's build makes from the brand mark (shared/build/brand-icons-plugin.js).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { createRequire } from 'node:module';
import { ROOT } from '../lib/apps.mjs';

const require = createRequire(import.meta.url);
const { brandIconFiles } = require('../../shared/build/brand-icons-plugin.js');

const pngSize = (png) => {
  assert.equal(png.subarray(1, 4).toString('latin1'), 'PNG');
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
};

test('favicon.ico (16, 32, 48 px), the touch icon (180 px), 192 and 512 px icons and the manifest', async () => {
  const files = await brandIconFiles(fs.readFileSync(path.join(ROOT, 'shared/build/brand-mark.svg'), 'utf8'));
  assert.deepEqual(pngSize(files['apple-touch-icon.png']), [180, 180]);
  assert.deepEqual(pngSize(files['icon-192.png']), [192, 192]);
  assert.deepEqual(pngSize(files['icon-512.png']), [512, 512]);

  const ico = files['favicon.ico'];
  assert.equal(ico.readUInt16LE(2), 1, 'an icon file');
  const count = ico.readUInt16LE(4);
  assert.deepEqual(
    Array.from({ length: count }, (_, index) => ico[6 + index * 16]),
    [16, 32, 48],
  );

  const manifest = JSON.parse(files['manifest.webmanifest']);
  assert.equal(manifest.short_name, 'LINX');
  assert.match(manifest.name, /^LINX/);
  assert.equal(manifest.lang, 'es-CL');
  assert.equal(manifest.start_url, '/');
  const tokens = fs.readFileSync(path.join(ROOT, 'shared/src/theme/tokens.ts'), 'utf8');
  assert.equal(manifest.theme_color, /navy900: '(#[0-9A-F]{6})'/i.exec(tokens)[1], "the design tokens' navy");
  assert.deepEqual(
    manifest.icons.map((icon) => [icon.src, icon.sizes, icon.type]),
    [
      ['/icon-192.png', '192x192', 'image/png'],
      ['/icon-512.png', '512x512', 'image/png'],
    ],
  );
  for (const icon of manifest.icons) assert.ok(files[icon.src.slice(1)], `${icon.src} is made too`);
});
