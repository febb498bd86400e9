import { strapiFile, strapiImage } from '@linx/shared/testing';

/** Strapi-shaped CMS answers for the catalogue tests (what the catalogue's CMS calls return). */
export const strapiCategories = [
  { id: 1, slug: 'pantallas-interactivas', name: 'Pantallas Interactivas' },
  { id: 2, slug: 'pantallas-carteleria', name: 'Pantallas de Cartelería' },
  { id: 3, slug: 'pantallas-led', name: 'Pantallas LED' },
  { id: 4, slug: 'videowalls', name: 'Videowalls' },
];

const category = (slug: string) => strapiCategories.find((item) => item.slug === slug)!;
const named = (names: string[]) => names.map((name, index) => ({ id: index + 1, name }));
/** Product photos as Media Library uploads (800 × 600: Strapi makes the 320 and 640 formats). */
const images = (slug: string, count: number) =>
  Array.from({ length: count }, (_, index) =>
    strapiImage(`https://cdn.test/${slug}-${index + 1}.jpg`, { width: 800, height: 600 }),
  );

export const strapiProducts = [
  {
    id: 1,
    slug: 'totem-tactil-49',
    name: 'Tótem Indoor 49" Táctil',
    brand: 'LINX',
    description: 'Tótem de piso para autoatención en tiendas.',
    resolution: '1920 x 1080 (Full HD)',
    glow: '700 nits',
    system: 'Android 11',
    operation: '24/7',
    brochure: strapiFile('https://cdn.test/totem.pdf'),
    images: images('totem-tactil-49', 3),
    features: named(['Pantalla capacitiva de 10 puntos', 'Lector QR opcional']),
    displaySizes: named(['43"', '49"', '55"']),
    categories: [category('pantallas-interactivas')],
  },
  {
    id: 2,
    slug: 'flip-pro-75',
    name: 'Flip Pro 75"',
    brand: 'Samsung',
    description: 'Pizarra digital para trabajo colaborativo.',
    resolution: '3840 x 2160 (4K UHD)',
    glow: '350 nits',
    system: null,
    operation: null,
    brochure: null,
    images: images('flip-pro-75', 2),
    features: named(['Escritura con latencia de 10 ms']),
    displaySizes: named(['55"', '65"']),
    categories: [category('pantallas-interactivas')],
  },
  {
    id: 3,
    slug: 'uh5n-55',
    name: 'UH5N 55" Alto Brillo',
    brand: 'LG',
    description: 'Pantalla de cartelería para vitrinas y recepciones.',
    resolution: '3840 x 2160 (4K UHD)',
    glow: '2500 nits',
    system: 'webOS 6',
    operation: '24/7',
    brochure: null,
    images: images('uh5n-55', 1),
    features: named(['Panel IPS antirreflejo']),
    displaySizes: named(['55"']),
    categories: [category('pantallas-carteleria')],
  },
  {
    id: 4,
    slug: 'videowall-vm55',
    name: 'Videowall VM55B-U',
    brand: 'Samsung',
    description: 'Videowall de bisel ultradelgado para salas de control.',
    resolution: null,
    glow: null,
    system: null,
    operation: null,
    brochure: null,
    images: [],
    features: [],
    displaySizes: [],
    categories: [category('videowalls')],
  },
];
