import { paths } from '@linx/shared';
import { BarChart3, Bot, Cloud, Hand, MessagesSquare, MonitorPlay, Search, Send } from 'lucide-react';
import type { HeroCopy, PageMeta, SectionCopy, ServiceLink } from './types';

// /servicios: every service page in one place (docs/site.md §2 "Services"), the parent page the
// service pages' breadcrumbs name.

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

/** A card of the directory: its icon, the service page's address and this page's words about it. */
const entry = (icon: ServiceLink['icon'], to: string, title: string, description: string): ServiceLink => ({
  icon,
  to,
  title,
  description,
});

/**
 * The directory's cards, in the order of the services menu. Their words are this page's own summary of each
 * service (each service page is built in the CMS, docs/decisions.md 13; its title and description there are its
 * search result, edited by marketing).
 */
export const serviceEntries: readonly ServiceLink[] = [
  entry(
    MonitorPlay,
    paths.digitalSignage,
    'Señalización Digital',
    'Cartelería digital llave en mano: pantallas, videowalls, LED y kioscos interactivos administrados desde la nube para retail, restaurantes, malls, empresas, salud y educación.',
  ),
  entry(
    Send,
    paths.contentManagement,
    'Gestión de Contenidos',
    'Cloud Signage LITE y PLUS: administra desde la nube los contenidos de todas tus pantallas, programa campañas y monitorea cada equipo en tiempo real.',
  ),
  entry(
    Hand,
    paths.liftAndLearn,
    'Lift and Learn',
    'ScreenTrigger: tecnología Lift and Learn que muestra en pantalla la información de cada producto en cuanto el cliente lo toma del exhibidor.',
  ),
  entry(
    BarChart3,
    paths.audienceMeasurement,
    'Medición de Audiencia',
    'AdReactiON, impulsado por PeopleSense: mide cuántas personas ven tus pantallas, por cuánto tiempo y cómo reaccionan, de forma anónima y en tiempo real.',
  ),
  entry(
    Cloud,
    paths.cloud,
    'Implementación Cloud',
    'Consultoría cloud y AWS: migración, arquitectura, monitoreo, seguridad, optimización de costos, desarrollo cloud-native y bases de datos administradas.',
  ),
  entry(
    Bot,
    paths.aiAssistant,
    'Asistente IA',
    'LIA, el asistente virtual con inteligencia artificial de LINX: atiende a tus clientes 24/7, automatiza procesos y libera a tu equipo para lo importante.',
  ),
  entry(
    MessagesSquare,
    paths.internalCommunications,
    'Comunicaciones Internas',
    'Comunicación interna con pantallas digitales, plantillas personalizables y un asistente que automatiza solicitudes de RR. HH., documentos y soporte administrativo.',
  ),
  entry(
    Search,
    paths.seo,
    'SEO y SEM',
    'Posiciona tu negocio en Google con SEO, campañas de Google Ads y marketing digital integral. Estrategia, ejecución y reportes mensuales con resultados medibles.',
  ),
];

export const servicesCta = {
  title: '¿No sabes qué servicio necesitas?',
  lead: 'Cuéntanos tu desafío y te proponemos la combinación justa en una consultoría sin costo.',
  actions: [{ kind: 'consultancy' }, { kind: 'link', label: 'Ver casos de éxito', to: paths.cases }],
} as const;
