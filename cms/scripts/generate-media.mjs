#!/usr/bin/env node
// Regenerates the seed media from the seed data: SVG illustrations and PDF briefs under public/media, and the
// files the seed uploads to the Media Library under src/seed/uploads (team photos, partner and client logos,
// podcast thumbnails). The drawings come from the suite's tools folder (tools/svg), shared with the marketing
// remote. Deterministic: running it twice gives identical files. Videos are made once by scripts/generate-videos.sh.
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
const pub = path.join(root, 'public');
const products = require('../src/seed/data/products.js');
const materials = require('../src/seed/data/materials.js');
const articles = require('../src/seed/data/articles.js');
const cases = require('../src/seed/data/cases.js');
const teamMembers = require('../src/seed/data/team-members.js');
const partnerList = require('../src/seed/data/partners.js');
const clientList = require('../src/seed/data/client-logos.js');
const episodes = require('../src/seed/data/podcast-episodes.js');
const uploads = path.join(root, 'src', 'seed', 'uploads');

const write = (rel, data) => {
  const file = path.join(pub, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
};

// Products: one SVG per view, one brochure PDF each.
for (const p of products) {
  p.views.forEach((view, i) => write(`media/images/products/${p.slug}-${i + 1}.svg`, productImage(p, view, i)));
  if (p.brochure) {
    write(
      `media/brochures/${p.slug}.pdf`,
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
  write(
    `media/materials/${m.file}`,
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
  if (!a.coverUrl) continue;
  write(a.coverUrl.replace(/^media\//, 'media/'), coverImage(coverScene[a.slug], a.slug, a.title));
}

// Blog author avatars: the same faces as their team photos.
const look = (slug) => teamMembers.find((m) => m.slug === slug).look;
write('media/images/avatars/camila-rojas.svg', avatar('Camila Rojas', ...look('camila-rojas')));
write('media/images/avatars/matias-fuentes.svg', avatar('Matías Fuentes', ...look('matias-fuentes')));

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
for (const [name, [scene, label, mirror]] of Object.entries(caseScene)) {
  write(`media/images/cases/${name}.svg`, caseImage(scene, name, name.replace(/-/g, ' '), label, mirror));
}

// Media Library seed files (uploaded by src/seed/company.js). Photos are PNG (mail clients do not show SVG in
// signatures), 320 px for sharp 160 px cards; logos stay SVG; the podcast thumbnail is a JPEG, so Strapi makes
// its responsive formats.
const upload = (rel, data) => {
  const file = path.join(uploads, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, data);
};
const raster = (svg, width) => sharp(Buffer.from(svg), { density: 300 }).resize({ width });
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

// Every media path the seed references must exist.
const referenced = new Set();
const collect = (v) => {
  if (typeof v === 'string' && v.startsWith('media/')) referenced.add(v);
  else if (Array.isArray(v)) v.forEach(collect);
  else if (v && typeof v === 'object') Object.values(v).forEach(collect);
};
collect(articles);
collect(cases);
const missing = [...referenced].filter((rel) => !fs.existsSync(path.join(pub, rel)));
if (missing.length) {
  console.error(`Missing media referenced by the seed:\n  ${missing.join('\n  ')}`);
  process.exitCode = 1;
}
console.log(`Media written under ${path.relative(process.cwd(), path.join(pub, 'media')) || 'public/media'}`);
