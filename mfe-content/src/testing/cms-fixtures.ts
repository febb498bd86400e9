import type { MediaImage } from '@linx/shared';
import { strapiFile, strapiImage } from '@linx/shared/testing';
import type { CaseStudy } from '../api/types';

/**
 * Raw Strapi 5 records (as the CMS answers them) for the fake CMS of the component tests.
 * Kept raw on purpose: the tests go through the real client, mapping and hooks of @linx/shared.
 */
export const CMS = 'http://cms.test';

export const rawCategories = [
  { id: 1, name: 'todos' },
  { id: 2, name: 'Experiencia al Cliente' },
  { id: 3, name: 'Productividad' },
  { id: 4, name: 'Cartelería Digital' },
];

const author = {
  name: 'Camila Rojas',
  avatar: strapiImage(`${CMS}/uploads/camila.jpg`, {
    width: 400,
    height: 400,
    alternativeText: 'Camila Rojas sonriendo',
  }),
  linkedin: 'https://www.linkedin.com/in/camila-rojas-linx',
  email: 'camila.rojas@linx.cl',
};

export const rawArticle = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  documentId: 'doc-1',
  title: 'Cartelería digital en retail',
  slug: 'carteleria-digital-en-retail',
  description: 'Cómo convertir cada pantalla en un vendedor.',
  cover: strapiImage(`${CMS}/uploads/retail.jpg`, { width: 1600, height: 1200 }),
  featured: false,
  content: '## Una pantalla no vende sola\n\nTexto del artículo.',
  categories: [{ id: 2, name: 'Experiencia al Cliente' }],
  author,
  ...overrides,
});

export const rawArticles = [
  rawArticle({
    id: 1,
    featured: true,
    categories: [
      { id: 2, name: 'Experiencia al Cliente' },
      { id: 4, name: 'Cartelería Digital' },
    ],
  }),
  rawArticle({
    id: 2,
    slug: 'metricas-impacto-pantallas',
    title: '5 métricas para medir el impacto',
    categories: [{ id: 4, name: 'Cartelería Digital' }],
  }),
  rawArticle({
    id: 3,
    slug: 'comunicacion-interna',
    title: 'Comunicación interna con pantallas',
    cover: null,
    categories: [{ id: 3, name: 'Productividad' }],
    author: { name: 'Valentina Soto', email: 'valentina.soto@linx.cl' },
  }),
];

export const rawCase = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  documentId: 'case-1',
  title: 'Red de cartelería digital en 35 tiendas',
  company: 'Tiendas Andes',
  slug: 'tiendas-andes',
  description: 'Una cadena de vestuario unificó sus promociones en 120 pantallas.',
  image: strapiImage(`${CMS}/uploads/tiendas-andes.jpg`, {
    width: 1500,
    height: 1000,
    alternativeText: 'Pantallas en una tienda Andes',
  }),
  categories: [
    { id: 2, name: 'Experiencia al Cliente' },
    { id: 4, name: 'Cartelería Digital' },
  ],
  highlight: { id: 1, number: '45%', text: 'de aumento en engagement' },
  contentCompanyDescription: 'Tiendas Andes es una cadena chilena de vestuario familiar.',
  contentCompanyImage: strapiImage(`${CMS}/uploads/tiendas-andes-empresa.jpg`, { width: 1200, height: 800 }),
  outstandingTitle: 'Una campaña nacional en 15 minutos',
  outstandingContent: 'Antes, cada campaña requería **imprimir afiches**.',
  outstandingMedia: [
    strapiFile(`${CMS}/uploads/linx.mp4`, { mime: 'video/mp4' }),
    strapiImage(`${CMS}/uploads/vitrina.jpg`, { width: 1200, height: 800 }),
    strapiFile(`${CMS}/uploads/linx.webm`, { mime: 'video/webm' }),
  ],
  contentChallenges: [{ id: 1, name: 'Campañas impresas que llegaban tarde' }],
  contentSolutions: [{ id: 2, name: '120 pantallas administradas desde la nube' }],
  contentVideoUrl: `${CMS}/media/video/proyecto.mp4`,
  contentResults: [
    { id: 1, title: '+45% engagement', description: 'Más clientes se detienen frente a las promociones.' },
    { id: 2, title: '15 minutos', description: 'Para publicar una campaña en todo el país.' },
  ],
  ...overrides,
});

/** Only the required fields: every optional block of the detail page must stay hidden. */
export const rawMinimalCase = rawCase({
  id: 7,
  title: 'Comunicación interna en faenas mineras',
  company: 'Minera Altiplano',
  slug: 'minera-altiplano',
  description: 'Pantallas en comedores mantienen informados a 2.000 trabajadores.',
  image: null,
  categories: [{ id: 3, name: 'Productividad' }],
  highlight: null,
  contentCompanyDescription: null,
  contentCompanyImage: null,
  outstandingTitle: null,
  outstandingContent: null,
  outstandingMedia: [],
  contentChallenges: [],
  contentSolutions: [],
  contentVideoUrl: null,
  contentResults: [],
});

export const rawCases = [
  rawCase(),
  rawCase({
    id: 2,
    title: 'Gestión de filas en sucursales bancarias',
    company: 'Financiera Cordillera',
    slug: 'financiera-cordillera',
    categories: [{ id: 3, name: 'Productividad' }],
    highlight: { id: 2, number: null, text: 'Tiempos de espera 40% más cortos' },
  }),
  rawMinimalCase,
];

export const rawMaterial = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  title: 'Brief: Cartelería Digital para Retail',
  description: 'Ubicaciones clave y formatos de pantalla para tu red en tienda.',
  file: strapiFile(`${CMS}/uploads/brief-retail.pdf`),
  categories: [{ id: 2, name: 'Experiencia al Cliente' }],
  ...overrides,
});

export const rawMaterials = [
  rawMaterial(),
  rawMaterial({
    id: 2,
    title: 'Guía de Medición de Audiencia',
    description: 'Cómo contar personas y miradas frente a tus pantallas de forma anónima.',
    file: strapiFile(`${CMS}/uploads/guia-audiencia.pdf`),
    categories: [{ id: 4, name: 'Cartelería Digital' }],
  }),
  rawMaterial({
    id: 3,
    title: 'Checklist: Comunicación Interna',
    description: 'Veinte puntos para lanzar un canal de pantallas en faenas y oficinas.',
    file: strapiFile(`${CMS}/uploads/checklist.pdf`),
    categories: [{ id: 3, name: 'Productividad' }],
  }),
];

const FORMATS = [
  ['xsmall', 320],
  ['small', 480],
  ['medium', 720],
  ['large', 960],
  ['xlarge', 1280],
  ['xxlarge', 1920],
] as const;

/** A responsive image as the shared mapping gives it for `strapiImage(path, { width, height })`. */
export const viewImage = (path: string, width: number, height: number, alt = ''): MediaImage => {
  const slash = path.lastIndexOf('/') + 1;
  const formats = FORMATS.filter(([, size]) => size < width).map(
    ([name, size]) => `${path.slice(0, slash)}${name}_${path.slice(slash)} ${size}w`,
  );
  return { src: path, srcSet: [...formats, `${path} ${width}w`].join(', '), width, height, alt };
};

/** The view model of `rawCase()` (what the list hands over in navigation state). */
export const caseView = (overrides: Partial<CaseStudy> = {}): CaseStudy => ({
  id: 1,
  slug: 'tiendas-andes',
  title: 'Red de cartelería digital en 35 tiendas',
  company: 'Tiendas Andes',
  description: 'Una cadena de vestuario unificó sus promociones en 120 pantallas.',
  image: viewImage(`${CMS}/uploads/tiendas-andes.jpg`, 1500, 1000, 'Pantallas en una tienda Andes'),
  categories: [
    { id: 2, name: 'Experiencia al Cliente' },
    { id: 4, name: 'Cartelería Digital' },
  ],
  highlight: { number: '45%', text: 'de aumento en engagement' },
  companyDescription: 'Tiendas Andes es una cadena chilena de vestuario familiar.',
  companyImage: viewImage(`${CMS}/uploads/tiendas-andes-empresa.jpg`, 1200, 800),
  outstandingTitle: 'Una campaña nacional en 15 minutos',
  outstandingContent: 'Antes, cada campaña requería **imprimir afiches**.',
  outstandingMedia: [
    { kind: 'video', video: { url: `${CMS}/uploads/linx.mp4`, name: 'linx.mp4', mime: 'video/mp4', size: 245500 } },
    { kind: 'image', image: viewImage(`${CMS}/uploads/vitrina.jpg`, 1200, 800) },
    { kind: 'video', video: { url: `${CMS}/uploads/linx.webm`, name: 'linx.webm', mime: 'video/webm', size: 245500 } },
  ],
  challenges: ['Campañas impresas que llegaban tarde'],
  solutions: ['120 pantallas administradas desde la nube'],
  videoUrl: `${CMS}/media/video/proyecto.mp4`,
  results: [{ title: '+45% engagement', description: 'Más clientes se detienen frente a las promociones.' }],
  ...overrides,
});
