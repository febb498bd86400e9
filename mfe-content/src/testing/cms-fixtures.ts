import type { CaseStudy } from '@linx/shared';

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
  avatarUrl: `${CMS}/media/camila.svg`,
  linkedin: 'https://www.linkedin.com/in/camila-rojas-linx',
  email: 'camila.rojas@linx.cl',
};

export const rawArticle = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  documentId: 'doc-1',
  title: 'Cartelería digital en retail',
  slug: 'carteleria-digital-en-retail',
  description: 'Cómo convertir cada pantalla en un vendedor.',
  coverUrl: `${CMS}/media/retail.svg`,
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
    coverUrl: null,
    categories: [{ id: 3, name: 'Productividad' }],
    author: { name: 'Valentina Soto', email: 'valentina.soto@linx.cl' },
  }),
];

export const rawCase = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  documentId: 'case-1',
  title: 'Red de cartelería digital en 35 tiendas',
  company: 'Tiendas Andes',
  description: 'Una cadena de vestuario unificó sus promociones en 120 pantallas.',
  imageUrl: `${CMS}/media/tiendas-andes.svg`,
  categories: [
    { id: 2, name: 'Experiencia al Cliente' },
    { id: 4, name: 'Cartelería Digital' },
  ],
  highlight: { id: 1, number: '45%', text: 'de aumento en engagement' },
  contentCompanyDescription: 'Tiendas Andes es una cadena chilena de vestuario familiar.',
  contentCompanyImageUrl: `${CMS}/media/tiendas-andes-empresa.svg`,
  outstandingTitle: 'Una campaña nacional en 15 minutos',
  outstandingContent: 'Antes, cada campaña requería **imprimir afiches**.',
  outstandingMedia: [
    { id: 1, url: `${CMS}/media/video/linx.mp4` },
    { id: 2, url: `${CMS}/media/vitrina.svg` },
    { id: 3, url: `${CMS}/media/video/linx.webm` },
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
  description: 'Pantallas en comedores mantienen informados a 2.000 trabajadores.',
  imageUrl: null,
  categories: [{ id: 3, name: 'Productividad' }],
  highlight: null,
  contentCompanyDescription: null,
  contentCompanyImageUrl: null,
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
    categories: [{ id: 3, name: 'Productividad' }],
    highlight: { id: 2, number: null, text: 'Tiempos de espera 40% más cortos' },
  }),
  rawMinimalCase,
];

export const rawMaterial = (overrides: Record<string, unknown> = {}) => ({
  id: 1,
  title: 'Brief: Cartelería Digital para Retail',
  description: 'Ubicaciones clave y formatos de pantalla para tu red en tienda.',
  downloadUrl: `${CMS}/media/materials/brief-retail.pdf`,
  categories: [{ id: 2, name: 'Experiencia al Cliente' }],
  ...overrides,
});

export const rawMaterials = [
  rawMaterial(),
  rawMaterial({
    id: 2,
    title: 'Guía de Medición de Audiencia',
    description: 'Cómo contar personas y miradas frente a tus pantallas de forma anónima.',
    downloadUrl: `${CMS}/media/materials/guia-audiencia.pdf`,
    categories: [{ id: 4, name: 'Cartelería Digital' }],
  }),
  rawMaterial({
    id: 3,
    title: 'Checklist: Comunicación Interna',
    description: 'Veinte puntos para lanzar un canal de pantallas en faenas y oficinas.',
    downloadUrl: `${CMS}/media/materials/checklist.pdf`,
    categories: [{ id: 3, name: 'Productividad' }],
  }),
];

/** The view model of `rawCase()` (what the list hands over in navigation state). */
export const caseView = (overrides: Partial<CaseStudy> = {}): CaseStudy => ({
  id: 1,
  title: 'Red de cartelería digital en 35 tiendas',
  company: 'Tiendas Andes',
  description: 'Una cadena de vestuario unificó sus promociones en 120 pantallas.',
  imageUrl: `${CMS}/media/tiendas-andes.svg`,
  categories: [
    { id: 2, name: 'Experiencia al Cliente' },
    { id: 4, name: 'Cartelería Digital' },
  ],
  highlight: { number: '45%', text: 'de aumento en engagement' },
  companyDescription: 'Tiendas Andes es una cadena chilena de vestuario familiar.',
  companyImageUrl: `${CMS}/media/tiendas-andes-empresa.svg`,
  outstandingTitle: 'Una campaña nacional en 15 minutos',
  outstandingContent: 'Antes, cada campaña requería **imprimir afiches**.',
  outstandingMedia: [`${CMS}/media/video/linx.mp4`, `${CMS}/media/vitrina.svg`, `${CMS}/media/video/linx.webm`],
  challenges: ['Campañas impresas que llegaban tarde'],
  solutions: ['120 pantallas administradas desde la nube'],
  videoUrl: `${CMS}/media/video/proyecto.mp4`,
  results: [{ title: '+45% engagement', description: 'Más clientes se detienen frente a las promociones.' }],
  ...overrides,
});
