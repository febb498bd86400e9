import { toCmsPage } from '../api/cms/page-mappers';
import type { CmsPage } from '../api/cms/page-types';
import type { StrapiPage } from '../api/cms/strapi-types';
import { strapiFile, strapiImage } from './strapi-media';

/**
 * A page as the CMS answers `cmsCalls.page` (every part and media populated): one section of every type the
 * site renders, in the order an editor would put them, plus what `overrides` changes.
 */
export const strapiPage = (overrides: Partial<StrapiPage> = {}): StrapiPage => ({
  id: 7,
  documentId: 'pagina7campana',
  path: '/campanas/retail-2027',
  title: 'Retail 2027',
  description: 'Cartelería digital para el retail chileno.',
  keywords: 'retail, cartelería digital',
  noindex: false,
  socialImage: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
  sections: [
    {
      __component: 'sections.page-hero',
      id: 1,
      eyebrow: 'Campaña',
      title: 'Pantallas que venden',
      lead: 'Contenido siempre al día en cada tienda.',
      image: strapiImage('/uploads/retail.png', { width: 1200, height: 900, alternativeText: 'Tienda con pantallas' }),
      actions: [
        { kind: 'consultancy', label: null, target: null, variant: 'primary' },
        { kind: 'anchor', label: 'Ver cifras', target: 'cifras', variant: 'secondary' },
      ],
      partner: {
        id: 1,
        intro: 'En alianza con',
        name: 'Rankea Digital',
        text: 'Agencia de posicionamiento.',
        logo: strapiImage('/uploads/rankea.svg', {
          width: 180,
          height: 48,
          alternativeText: 'Rankea Digital',
          formats: false,
        }),
      },
    },
    {
      __component: 'sections.feature-grid',
      id: 2,
      title: 'Por qué LINX',
      eyebrow: 'Beneficios',
      lead: 'Todo en una plataforma.',
      tone: 'soft',
      columns: 'four',
      iconTone: 'info',
      anchor: null,
      items: [{ icon: 'Monitor', title: 'Pantallas', description: 'Siempre encendidas.', bullets: 'Uno\n Dos \n' }],
      actions: [],
    },
    {
      __component: 'sections.stat-cards',
      id: 3,
      title: 'Resultados',
      anchor: 'cifras',
      tone: 'dark',
      items: [{ value: '+45%', label: 'ventas', context: 'en tiendas piloto', icon: 'TrendingUp' }],
    },
    {
      __component: 'sections.numbered-steps',
      id: 4,
      title: 'Cómo trabajamos',
      tone: 'light',
      steps: [
        { title: 'Diagnóstico', description: 'Visitamos tus tiendas.', icon: 'Search' },
        { title: 'Instalación', description: 'Dejamos todo andando.', icon: null },
      ],
    },
    {
      __component: 'sections.use-case-cards',
      id: 5,
      title: 'Dónde sirve',
      tone: 'soft',
      columns: 'two',
      items: [{ icon: 'ShoppingCart', title: 'Supermercados', description: null, bullets: 'Ofertas\nPrecios' }],
    },
    { __component: 'sections.check-list', id: 6, title: 'Incluye', tone: 'light', items: 'Soporte\nCapacitación' },
    {
      __component: 'sections.split-media',
      id: 7,
      title: 'Una vitrina viva',
      lead: 'Cambia tu vitrina en segundos.',
      tone: 'light',
      bullets: 'Rápido\nSimple',
      reverse: true,
      image: strapiImage('/uploads/vitrina.png', { width: 800, height: 600, alternativeText: 'Vitrina digital' }),
      actions: [{ kind: 'link', label: 'Ver productos', target: '/productos', variant: 'primary' }],
    },
    {
      __component: 'sections.media-cards',
      id: 9,
      title: 'Nuestros servicios',
      tone: 'soft',
      cardAction: { kind: 'link', label: 'Solicitar información', target: '/contacto', variant: 'primary' },
      actions: [],
      items: [
        {
          id: 1,
          title: 'Posicionamiento SEO',
          description: 'Tu sitio arriba en Google.',
          features: 'Auditoría\nContenidos',
          idealFor: 'Tiendas en línea',
          image: strapiImage('/uploads/organico.svg', {
            width: 560,
            height: 315,
            alternativeText: 'Resultados',
            formats: false,
          }),
          video: null,
          poster: null,
          videoTitle: null,
        },
        {
          id: 2,
          title: 'Campañas SEM',
          description: 'Visitas desde el primer día.',
          features: 'Pujas',
          idealFor: 'Promociones',
          image: null,
          video: [
            {
              ...strapiFile('/uploads/sem.webm', { mime: 'video/webm' }),
              alternativeText: 'Gráfico en alza',
              createdAt: '2026-11-22T15:52:44.000Z',
            },
            {
              ...strapiFile('/uploads/sem.mp4', { mime: 'video/mp4' }),
              alternativeText: 'Gráfico en alza',
              createdAt: '2026-11-22T15:52:44.000Z',
            },
          ],
          poster: strapiImage('/uploads/sem.png', { width: 640, height: 360 }),
          videoTitle: 'Conversiones en crecimiento',
        },
      ],
    },
    {
      __component: 'sections.logo-cards',
      id: 10,
      title: 'Bases de datos',
      tone: 'light',
      items: [
        {
          id: 1,
          logo: strapiImage('/uploads/db-s3.svg', {
            width: 200,
            height: 56,
            alternativeText: 'Logotipo de Amazon S3',
            formats: false,
          }),
          kind: 'Almacenamiento de objetos',
          title: 'Amazon S3',
          description: 'Archivos y respaldos.',
          tags: 'Respaldos\nData lakes',
        },
      ],
    },
    {
      __component: 'sections.plan-cards',
      id: 11,
      title: 'Planes',
      tone: 'soft',
      cardAction: { kind: 'consultancy', label: 'Solicitar información', target: null, variant: 'primary' },
      items: [
        {
          id: 1,
          name: 'LITE',
          tagline: 'Para comenzar',
          description: 'Lo esencial.',
          features: 'Web\nSoporte',
          featured: false,
          badge: null,
        },
        {
          id: 2,
          name: 'PLUS',
          tagline: null,
          description: 'Todo lo de LITE y más.',
          features: 'Todo LITE\nAPI',
          featured: true,
          badge: 'Más completo',
        },
      ],
    },
    {
      __component: 'sections.cta-band',
      id: 8,
      title: '¿Conversamos?',
      lead: 'Te respondemos hoy.',
      anchor: 'contacto-campana',
      actions: [{ kind: 'link', label: 'Escríbenos', target: '/contacto#contact-form', variant: 'primary' }],
    },
  ],
  ...overrides,
});

/** The same page as the site's view model (what usePageByPath answers). */
export const cmsPageFixture = (overrides: Partial<StrapiPage> = {}): CmsPage => toCmsPage(strapiPage(overrides));
