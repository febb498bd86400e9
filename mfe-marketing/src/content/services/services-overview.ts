import { paths } from '@linx/shared';
import { BarChart3, Bot, Cloud, Hand, MessagesSquare, MonitorPlay, Search, Send } from 'lucide-react';
import { aiAssistantMeta } from './ai-assistant';
import { audienceMeasurementMeta } from './audience-measurement';
import { digitalSignageMeta } from './digital-signage';
import { internalCommsMeta } from './internal-communications';
import type { HeroCopy, PageMeta, SectionCopy, ServiceLink } from './types';

// /servicios: every service page in one place (docs/site.md §2 "Services"), the parent page the
// service pages' breadcrumbs name. Each card shows its page's own title and description.

export const servicesMeta: PageMeta = {
  title: 'Servicios',
  description:
    'Señalización digital, gestión de contenidos, Lift and Learn, medición de audiencia, cloud, asistente IA, comunicación interna y SEO/SEM: los servicios de LINX en Chile.',
  keywords: ['servicios LINX', 'señalización digital', 'cartelería digital', 'consultoría cloud', 'SEO y SEM'],
};

export const servicesHero: HeroCopy = {
  eyebrow: 'Servicios',
  title: 'Tecnología que comunica, vende y mide',
  lead: 'Diseñamos, instalamos y operamos soluciones de pantallas, contenidos, datos e inteligencia artificial para empresas en todo Chile, con un solo equipo de principio a fin.',
  actions: [{ kind: 'consultancy' }, { kind: 'link', label: 'Ver productos', to: paths.products }],
};

export const servicesHeroImageAlt =
  'Una pantalla central conectada a los ocho servicios de LINX: cartelería, nube, búsqueda, asistente, audiencia, interacción, contenidos y equipos';

export const directoryCopy: SectionCopy = {
  eyebrow: 'Lo que hacemos',
  title: 'Ocho servicios, una misma plataforma',
  lead: 'Elige por dónde empezar: cada servicio funciona por sí solo y todos se integran entre sí.',
};

export const directoryMoreLabel = 'Conocer más';

/**
 * The cards of the service pages built in the CMS (their title and description there): their own words here
 * until the directory reads the CMS's pages.
 */
const cmsPageCards: Record<'cloud' | 'contentManagement' | 'liftAndLearn' | 'seo', PageMeta> = {
  cloud: {
    title: 'Implementación Cloud',
    description:
      'Consultoría cloud y AWS: migración, arquitectura, monitoreo, seguridad, optimización de costos, desarrollo cloud-native y bases de datos administradas.',
    keywords: [],
  },
  contentManagement: {
    title: 'Gestión de Contenidos',
    description:
      'Cloud Signage LITE y PLUS: administra desde la nube los contenidos de todas tus pantallas, programa campañas y monitorea cada equipo en tiempo real.',
    keywords: [],
  },
  liftAndLearn: {
    title: 'Lift and Learn',
    description:
      'ScreenTrigger: tecnología Lift and Learn que muestra en pantalla la información de cada producto en cuanto el cliente lo toma del exhibidor.',
    keywords: [],
  },
  seo: {
    title: 'SEO y SEM',
    description:
      'Posiciona tu negocio en Google con SEO, campañas de Google Ads y marketing digital integral. Estrategia, ejecución y reportes mensuales con resultados medibles.',
    keywords: [],
  },
};

const entry = (icon: ServiceLink['icon'], to: string, meta: PageMeta): ServiceLink => ({
  icon,
  to,
  title: meta.title,
  description: meta.description,
});

export const serviceEntries: readonly ServiceLink[] = [
  entry(MonitorPlay, paths.digitalSignage, digitalSignageMeta),
  entry(Send, paths.contentManagement, cmsPageCards.contentManagement),
  entry(Hand, paths.liftAndLearn, cmsPageCards.liftAndLearn),
  entry(BarChart3, paths.audienceMeasurement, audienceMeasurementMeta),
  entry(Cloud, paths.cloud, cmsPageCards.cloud),
  entry(Bot, paths.aiAssistant, aiAssistantMeta),
  entry(MessagesSquare, paths.internalCommunications, internalCommsMeta),
  entry(Search, paths.seo, cmsPageCards.seo),
];

export const servicesCta = {
  title: '¿No sabes qué servicio necesitas?',
  lead: 'Cuéntanos tu desafío y te proponemos la combinación justa en una consultoría sin costo.',
  actions: [{ kind: 'consultancy' }, { kind: 'link', label: 'Ver casos de éxito', to: paths.cases }],
} as const;
