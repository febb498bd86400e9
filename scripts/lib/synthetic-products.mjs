// Synthetic products for the content benchmark's catalogue (scripts/bench-content.mjs --products N):
// distinct names and slugs for any number of products, in Spanish, with a realistic description,
// specifications, three to five features and display sizes, one or two catalogue categories and the
// images of a seeded product (the Media Library's own files, so a card weighs in a page's state as a
// seeded one does). Deterministic: product n is the same on every run.
import { prng, slugify } from './synthetic-articles.mjs';

const pick = (random, list) => list[Math.floor(random() * list.length)];
const between = (random, min, max) => min + Math.floor(random() * (max - min + 1));

const BRANDS = ['Samsung', 'LG', 'ViewSonic', 'BenQ', 'Philips', 'Sony', 'NEC', 'Sharp', 'Hisense', 'Absen'];
const LINES = [
  { kind: 'Pantalla interactiva', use: 'salas de reuniones y aulas', system: 'Android 13' },
  { kind: 'Pantalla de cartelería', use: 'vitrinas y puntos de venta', system: 'Tizen 7' },
  { kind: 'Módulo LED', use: 'fachadas y grandes formatos', system: 'Controlador NovaStar' },
  { kind: 'Videowall', use: 'vestíbulos y centros de control', system: 'webOS Signage 6' },
  { kind: 'Tótem digital', use: 'centros comerciales y clínicas', system: 'Android 11' },
  { kind: 'Pantalla de alto brillo', use: 'escaparates a pleno sol', system: 'Tizen 6.5' },
];
const SERIES = ['Pro', 'Serie Q', 'Flex', 'Edge', 'Studio', 'Smart', 'Max', 'Lite', 'One', 'Vision', 'Prime', 'Nova'];
const SIZES = ['43"', '49"', '55"', '65"', '75"', '86"', '98"'];
const FEATURES = [
  'Operación continua 24/7',
  'Gestión remota desde la nube',
  'Vidrio templado antirreflejo',
  'Toque multipunto de 20 puntos',
  'Programación de contenidos por horario',
  'Sensor de luz ambiente',
  'Montaje vertical u horizontal',
  'Marco ultradelgado de 0,9 mm',
  'Calibración de color de fábrica',
  'Reproductor multimedia integrado',
  'Puertos HDMI 2.1 y USB-C',
  'Conexión Wi-Fi 6 y Ethernet',
  'Bajo consumo con certificación energética',
  'Ventilación sin ruido',
];
const RESOLUTIONS = ['1920 x 1080 (Full HD)', '3840 x 2160 (4K UHD)', 'Pitch de 1,5 mm', 'Pitch de 2,5 mm'];
const GLOWS = ['350 nits', '500 nits', '700 nits', '2.500 nits', '4.000 nits'];
const OPERATIONS = ['16/7', '18/7', '24/7'];

const lowerFirst = (text) => text.charAt(0).toLowerCase() + text.slice(1);

const uniqueItems = (random, list, count) => {
  const chosen = new Set();
  while (chosen.size < Math.min(count, list.length)) chosen.add(pick(random, list));
  return [...chosen];
};

/**
 * Product n as the admin API takes it, plus which seeded product lends its images (`imagesOf`, an
 * index below `seededProducts`) and which categories it has (`categoryIndexes`, below `categories`).
 */
export const syntheticProduct = (n, { seededProducts, categories }) => {
  const random = prng(0x5eed_0000 + n);
  const brand = BRANDS[n % BRANDS.length];
  const line = LINES[Math.floor(n / BRANDS.length) % LINES.length];
  const series = SERIES[Math.floor(n / (BRANDS.length * LINES.length)) % SERIES.length];
  const size = pick(random, SIZES);
  // Model numbers keep names distinct past every combination of brand, line and series.
  const name = `${line.kind} ${series} ${size} ${brand} M${100 + n}`;
  const features = uniqueItems(random, FEATURES, between(random, 3, 5));
  const first = between(random, 0, categories - 1);
  const categoryIndexes = random() < 0.3 ? [first, (first + 1) % categories] : [first];
  return {
    imagesOf: n % seededProducts,
    categoryIndexes,
    name,
    slug: slugify(name),
    brand,
    description:
      `${line.kind} ${brand} de ${size} para ${line.use}: ${lowerFirst(features[0])}, ` +
      `${lowerFirst(features[1])} y soporte de LINX en la instalación, el contenido y la mantención.`,
    resolution: pick(random, RESOLUTIONS),
    glow: pick(random, GLOWS),
    system: line.system,
    operation: pick(random, OPERATIONS),
    features: features.map((feature) => ({ name: feature })),
    displaySizes: uniqueItems(random, SIZES, between(random, 2, 4)).map((displaySize) => ({ name: displaySize })),
  };
};
