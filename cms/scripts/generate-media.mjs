#!/usr/bin/env node
// Regenerates the files the seed uploads to the Media Library (src/seed/uploads), from the seed data: article covers,
// case images and product photos as WebP (the drawings of the suite's tools folder, tools/svg, rendered by sharp at
// the widths below, so Strapi makes every responsive format from them), PDF briefs and brochures, team photos (PNG),
// partner and client logos (SVG) and the podcast thumbnail (JPEG). Deterministic: running it twice gives identical
// files. Videos are made once by scripts/generate-videos.sh.
// Usage: npm run media
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { productImage, coverImage, caseImage } from '../../tools/svg/scenes-cms.mjs';
import { avatar, podcastThumbnail } from '../../tools/svg/scenes-pages.mjs';
import { clients, partners } from '../../tools/svg/scenes-logos.mjs';
import { makePdf } from './media/pdf.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const products = require('../src/seed/data/products.js');
const materials = require('../src/seed/data/materials.js');
const articles = require('../src/seed/data/articles.js');
const cases = require('../src/seed/data/cases.js');
const teamMembers = require('../src/seed/data/team-members.js');
const partnerList = require('../src/seed/data/partners.js');
const clientList = require('../src/seed/data/client-logos.js');
const episodes = require('../src/seed/data/podcast-episodes.js');

const uploads = path.join(root, 'src', 'seed', 'uploads');

const upload = (rel, data) => {
  const file = path.join(uploads, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
};

/** Renders an SVG drawing at 300 dpi (smooth edges), then resizes it to `width` px. */
const raster = (svg, width) => sharp(Buffer.from(svg), { density: 300 }).resize({ width });
// Widths: covers and the cases' main images fill the page's width on large screens, so they are wider than the
// largest breakpoint and Strapi makes every format from 320 to 1920 px (a format is made only below the original's
// size); the cases' other images (company, carousel) are 1920 px (formats to 1280 px, the original above them);
// product photos show in cards and a gallery (formats to 960 px). WebP at quality 80 keeps each file small, and
// each size less is a format less to make when the seed uploads them.
const COVER_WIDTH = 2400;
const CASE_WIDTH = 2400;
const CASE_DETAIL_WIDTH = 1920;
const PRODUCT_WIDTH = 1280;
const webp = async (rel, svg, width) => upload(rel, await raster(svg, width).webp({ quality: 80, effort: 6 }).toBuffer());

// Products: one photo per view, one brochure PDF each.
for (const p of products) {
  await Promise.all(p.views.map((view, i) => webp(`products/${p.slug}-${i + 1}.webp`, productImage(p, view, i), PRODUCT_WIDTH)));
  if (p.brochure) {
    upload(
      `brochures/${p.slug}.pdf`,
      makePdf({
        title: `${p.brand} ${p.name}`,
        subtitle: 'Ficha técnica',
        paragraphs: [p.description],
        specs: [
          ['Marca', p.brand],
          ['Resolución', p.resolution],
          ['Brillo', p.glow],
          ['Sistema', p.system],
          ['Operación', p.operation],
          ['Tamaños', p.displaySizes.join(', ')],
        ].filter(([, v]) => v),
        bulletsTitle: 'Características',
        bullets: p.features,
        footer: 'Ficha de referencia. Solicita una cotización en contacto@linx.cl - LINX, Santiago, Chile',
      }),
    );
  }
}

// Materials: one brief PDF each.
for (const m of materials) {
  upload(
    `materials/${m.file}`,
    makePdf({
      title: m.title,
      subtitle: m.categories.join(' · '),
      paragraphs: [m.description],
      bulletsTitle: 'En este documento',
      bullets: m.points,
    }),
  );
}

// Article covers.
const coverScene = {
  'carteleria-digital-en-retail': 'retail',
  'metricas-impacto-pantallas': 'metrics',
  'comunicacion-interna-con-pantallas': 'internal',
  'lift-and-learn-producto-activa-contenido': 'lift',
  'asistentes-ia-atencion-cliente': 'ai',
  'gestion-contenidos-en-la-nube': 'cloud',
  'guia-elegir-videowall': 'videowall',
  'filas-mas-cortas-gestion-turnos': 'queue',
};
for (const a of articles) {
  if (!a.cover) continue;
  await webp(a.cover.file, coverImage(coverScene[a.slug], a.slug, a.title), COVER_WIDTH);
}

// Case images.
const caseScene = {
  'tiendas-andes': ['store'],
  'tiendas-andes-empresa': ['company', 'TIENDAS ANDES'],
  'tiendas-andes-vitrina': ['storefront'],
  'financiera-cordillera': ['bank'],
  'financiera-cordillera-empresa': ['company', 'FINANCIERA CORDILLERA'],
  'financiera-cordillera-totem': ['kiosk'],
  'financiera-cordillera-tablero': ['dashboard'],
  'red-salud-vitalia': ['clinic'],
  'red-salud-vitalia-sala': ['clinic', null, true],
  'instituto-araucaria': ['classroom'],
  'instituto-araucaria-empresa': ['company', 'INSTITUTO ARAUCARIA'],
  'instituto-araucaria-sala': ['classroom', null, true],
  'sabores-del-puerto': ['restaurant'],
  'portal-oriente': ['mall'],
  'portal-oriente-empresa': ['company', 'PORTAL ORIENTE'],
  'portal-oriente-videowall': ['mall', null, true],
  'portal-oriente-tablero': ['dashboard'],
};
const caseMainImages = new Set(cases.map((c) => c.image?.file).filter(Boolean));
for (const [name, [scene, label, mirror]] of Object.entries(caseScene)) {
  const file = `cases/${name}.webp`;
  const width = caseMainImages.has(file) ? CASE_WIDTH : CASE_DETAIL_WIDTH;
  await webp(file, caseImage(scene, name, name.replace(/-/g, ' '), label, mirror), width);
}

// Company content (src/seed/company.js). Photos are PNG (mail clients do not show SVG in signatures), 320 px for
// sharp 160 px cards, also the blog authors' avatars; logos stay SVG; the podcast thumbnail is a JPEG.
await Promise.all(
  teamMembers.map(async (m) =>
    upload(`team/${m.slug}.png`, await raster(avatar(m.name, ...m.look), 320).png({ compressionLevel: 9 }).toBuffer()),
  ),
);
for (const p of partnerList) upload(`partners/${p.slug}.svg`, partners[p.slug]());
for (const c of clientList) upload(`clients/${c.slug}.svg`, clients[c.slug]());
for (const e of episodes) {
  upload(`podcast/${e.slug}.jpg`, await raster(podcastThumbnail(), 1280).jpeg({ quality: 82, mozjpeg: true }).toBuffer());
}

// Every file the seed uploads must exist.
const referenced = new Set();
const collect = (v) => {
  if (v && typeof v === 'object' && typeof v.file === 'string') referenced.add(v.file);
  else if (Array.isArray(v)) v.forEach(collect);
  else if (v && typeof v === 'object') Object.values(v).forEach(collect);
};
collect(articles);
collect(cases);
const missing = [...referenced].filter((rel) => !fs.existsSync(path.join(uploads, rel)));
if (missing.length) {
  console.error(`Missing media referenced by the seed:\n  ${missing.join('\n  ')}`);
  process.exitCode = 1;
}
console.log(`Media written under ${path.relative(process.cwd(), uploads) || 'src/seed/uploads'}`);
