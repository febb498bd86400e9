// A photo-like 4000×3000 JPEG for the media figures and the e2e upload test (issue 19): a dusk sky
// gradient, blocks like buildings, and grey grain at four scales, so it weighs what a phone photo
// does (about 2.5 MB at quality 90) and its smaller formats are not unrealistically light. Made with
// the CMS's own sharp (cms/node_modules), deterministic apart from the grain.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const PHOTO_WIDTH = 4000;
export const PHOTO_HEIGHT = 3000;

/** @returns {Promise<Buffer>} */
export const testPhoto = async ({ width = PHOTO_WIDTH, height = PHOTO_HEIGHT } = {}) => {
  const sharp = createRequire(path.join(ROOT, 'cms/package.json'))('sharp');
  const grain = async (w, h, sigma) => {
    const noise = { type: 'gaussian', mean: 128, sigma };
    const grey = await sharp({ create: { width: w, height: h, channels: 3, background: '#808080', noise } })
      .greyscale()
      .png()
      .toBuffer();
    return sharp(grey).toColourspace('srgb').resize(width, height, { kernel: 'cubic' }).png().toBuffer();
  };
  const blocks = Array.from({ length: 40 }, (_, i) => {
    const w = Math.round(width * (0.03 + ((i * 37) % 300) / 4000));
    const h = Math.round(height * (0.2 + ((i * 211) % 1400) / 3000));
    const x = Math.round(((i * 997) % 4000) * (width / 4000));
    return `<rect x="${x}" y="${height - h}" width="${w}" height="${h}" fill="hsl(${(i * 47) % 360},30%,${25 + ((i * 13) % 30)}%)"/>`;
  }).join('');
  const scene = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      '<defs><linearGradient id="g" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="#2f6fb0"/>' +
      '<stop offset="0.55" stop-color="#f3c58a"/><stop offset="1" stop-color="#3a2f2a"/></linearGradient></defs>' +
      `<rect width="${width}" height="${height}" fill="url(#g)"/>${blocks}</svg>`,
  );
  return sharp(scene)
    .composite([
      { input: await grain(60, 45, 50), blend: 'soft-light' },
      { input: await grain(400, 300, 30), blend: 'soft-light' },
      { input: await grain(2000, 1500, 18), blend: 'soft-light' },
      { input: await grain(width, height, 8), blend: 'soft-light' },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
};
