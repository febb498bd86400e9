// Cover images for the content benchmark's synthetic articles (scripts/bench-content.mjs): the
// drawings the seed's own covers are made of (tools/svg/scenes-cms.mjs), rasterised the way
// cms/scripts/generate-media.mjs does (WebP, 2400 px wide, so the Media Library makes every
// responsive format from 320 to 1920 px and a cover weighs in a page's state as a seeded one does).
// A handful is uploaded once and shared by every synthetic article.
import path from 'node:path';
import { createRequire } from 'node:module';
import { coverImage } from '../../tools/svg/scenes-cms.mjs';
import { ROOT } from './apps.mjs';

// sharp is the CMS's dependency (its Media Library uses it), installed under cms/.
const sharp = createRequire(path.join(ROOT, 'cms', 'package.json'))('sharp');

const COVER_WIDTH = 2400;
const SCENES = [
  { scene: 'retail', alt: 'Ilustración: una tienda con pantallas de promociones entre estanterías' },
  { scene: 'metrics', alt: 'Ilustración: un panel con gráficos de audiencia y ventas' },
  { scene: 'videowall', alt: 'Ilustración: un videowall de cuatro pantallas en un vestíbulo' },
  { scene: 'cloud', alt: 'Ilustración: pantallas de varias sucursales conectadas a la nube' },
];

/** The covers: `[{ name, alt, bytes }]`, WebP files (deterministic: the same bytes on every run). */
export const syntheticCovers = async (count = SCENES.length) =>
  Promise.all(
    SCENES.slice(0, count).map(async ({ scene, alt }, i) => {
      const svg = coverImage(scene, `sintetico-${i + 1}`, alt);
      const bytes = await sharp(Buffer.from(svg), { density: 300 })
        .resize({ width: COVER_WIDTH })
        .webp({ quality: 80, effort: 4 })
        .toBuffer();
      return { name: `portada-sintetica-${i + 1}.webp`, alt, bytes };
    }),
  );
