#!/usr/bin/env node
// Regenerates the seed media under public/media from the seed data (SVG illustrations and PDF briefs).
// Deterministic: running it twice gives identical files. Videos are made once by scripts/generate-videos.sh.
// Usage: npm run media
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { productImage, coverImage, caseImage, avatar } from './media/scenes.mjs';
import { makePdf } from './media/pdf.mjs';
import { C } from './media/svg.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pub = path.join(root, 'public');
const products = require('../src/seed/data/products.js');
const materials = require('../src/seed/data/materials.js');
const articles = require('../src/seed/data/articles.js');
const cases = require('../src/seed/data/cases.js');

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

// Avatars.
write('media/images/avatars/camila-rojas.svg', avatar('Camila Rojas', C.blue, C.blueSoft, C.navy, C.orangeSoft));
write('media/images/avatars/matias-fuentes.svg', avatar('Matías Fuentes', C.orange, C.navy2, '#5A3B2E', '#E9B48F'));

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
