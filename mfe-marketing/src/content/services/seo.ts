import { paths, siteConfig } from '@linx/shared';
import {
  BadgeCheck,
  BarChart4,
  Building,
  CalendarRange,
  FileBarChart,
  Gauge,
  GraduationCap,
  HeartPulse,
  Hotel,
  LayoutDashboard,
  LineChart,
  MapPin,
  MousePointerClick,
  Scale,
  Search,
  ShoppingCart,
  Target,
  Users,
} from 'lucide-react';
import integralImage from '../../assets/services/seo-integral.svg';
import organicImage from '../../assets/services/seo-organic.svg';
import semPoster from '../../assets/services/sem-growth-poster.png';
import semMp4 from '../../assets/services/sem-growth.mp4';
import semWebm from '../../assets/services/sem-growth.webm';
import partnerLogo from '../../assets/services/seo-partner-rankea.svg';
import type { FeatureItem } from '../../sections/feature-grid';
import type { StepItem } from '../../sections/numbered-steps';
import type { SectionAction } from '../../sections/section-actions';
import type { HeroCopy, ImageCopy, PageMeta, SectionCopy, ServiceVideo } from './types';

/** docs/site.md §3 "SEO media item": an image or a video (muted, looping, autoplay). */
export type SeoMedia = { type: 'image'; image: ImageCopy } | { type: 'video'; video: ServiceVideo };

export interface SeoService {
  title: string;
  description: string;
  features: readonly string[];
  idealFor: readonly string[];
  media: SeoMedia;
}

/** Id of the page's contact section: the hero button scrolls here. */
export const SEO_CONTACT_ID = 'contacto-seo';

export const seoMeta: PageMeta = {
  title: 'SEO y SEM',
  description:
    'Posiciona tu negocio en Google con SEO, campañas de Google Ads y marketing digital integral. Estrategia, ejecución y reportes mensuales con resultados medibles.',
  keywords: ['SEO', 'SEM', 'posicionamiento web', 'Google Ads', 'marketing digital', 'posicionamiento en Google'],
};

export const seoHero: HeroCopy = {
  eyebrow: 'SEO y SEM',
  title: 'Posiciona tu Negocio en Google',
  lead: 'Aparece cuando tus clientes te buscan. Combinamos posicionamiento orgánico, publicidad en buscadores y analítica para convertir búsquedas en ventas.',
  actions: [{ kind: 'anchor', label: 'Quiero posicionar mi negocio', targetId: SEO_CONTACT_ID }],
};

export const seoHeroImageAlt =
  'Resultados de búsqueda de Google con tu sitio en el primer lugar y un gráfico de visitas en alza';

export const seoPartner = {
  intro: 'En alianza con',
  name: 'Rankea Digital',
  text: 'Agencia especializada en posicionamiento orgánico, con más de una década llevando marcas chilenas al primer lugar de Google.',
  logo: { src: partnerLogo, alt: 'Rankea Digital', width: 180, height: 48 } as ImageCopy,
};

export const servicesCopy: SectionCopy = {
  eyebrow: 'Servicios',
  title: 'Nuestros Servicios',
  lead: 'Tres formas de crecer en buscadores, solas o combinadas en un mismo plan.',
};

export const serviceAction: SectionAction = { kind: 'link', label: 'Solicitar información', to: paths.contact };

export const services: readonly SeoService[] = [
  {
    title: 'Posicionamiento orgánico SEO',
    description: 'Optimizamos tu sitio y su contenido para escalar posiciones en Google de forma sostenible.',
    features: [
      'Auditoría técnica y de velocidad',
      'Investigación de palabras clave',
      'Contenidos y enlaces de calidad',
    ],
    idealFor: ['Sitios corporativos', 'Blogs y medios', 'Tiendas en línea'],
    media: {
      type: 'image',
      image: {
        src: organicImage,
        alt: 'Página de resultados con el sitio subiendo al primer lugar',
        width: 560,
        height: 315,
      },
    },
  },
  {
    title: 'Publicidad SEM en Google Ads',
    description: 'Campañas de búsqueda, display y shopping que generan visitas calificadas desde el primer día.',
    features: [
      'Estrategia de pujas y presupuesto',
      'Anuncios y extensiones optimizados',
      'Seguimiento de conversiones',
    ],
    idealFor: ['Lanzamientos y promociones', 'Servicios con alta competencia', 'Campañas de temporada'],
    media: {
      type: 'video',
      video: {
        name: 'Conversiones de Google Ads en crecimiento',
        label: 'Animación de un gráfico de conversiones de Google Ads en crecimiento',
        sources: [
          { src: semWebm, type: 'video/webm' },
          { src: semMp4, type: 'video/mp4' },
        ],
        poster: semPoster,
        width: 640,
        height: 360,
        uploadDate: '2026-11-22T15:52:44Z',
      },
    },
  },
  {
    title: 'Marketing digital integral',
    description: 'SEO, SEM, redes sociales y email marketing coordinados bajo una sola estrategia y un solo equipo.',
    features: ['Plan de medios digital', 'Contenido para redes sociales', 'Automatización de email marketing'],
    idealFor: ['Empresas en crecimiento', 'Marcas con varios canales', 'Equipos de marketing pequeños'],
    media: {
      type: 'image',
      image: {
        src: integralImage,
        alt: 'Canales de marketing digital conectados a un mismo tablero',
        width: 560,
        height: 315,
      },
    },
  },
];

/** The videos the cards play, in page order (the page's `VideoObject`s). */
export const serviceVideos: readonly ServiceVideo[] = services.flatMap((service) =>
  service.media.type === 'video' ? [service.media.video] : [],
);

export const platformCopy: SectionCopy = {
  eyebrow: 'Plataforma de gestión',
  title: 'Control total de tu estrategia digital',
  lead: 'Accede en todo momento al avance de tus campañas y posiciones desde nuestra plataforma.',
};

export const platform: readonly FeatureItem[] = [
  {
    icon: LayoutDashboard,
    title: 'Dashboard centralizado',
    description: 'Posiciones, tráfico, conversiones e inversión en un solo panel.',
  },
  {
    icon: CalendarRange,
    title: 'Planificación estratégica',
    description: 'Calendario de contenidos y campañas acordado contigo cada mes.',
  },
  {
    icon: Gauge,
    title: 'Monitoreo en tiempo real',
    description: 'Alertas ante caídas de posiciones o cambios en el rendimiento.',
  },
  {
    icon: FileBarChart,
    title: 'Reportes automáticos',
    description: 'Informes mensuales claros, con logros y próximos pasos.',
  },
];

export const benefitsCopy: SectionCopy = {
  eyebrow: 'Beneficios',
  title: 'Por qué confiar tu posicionamiento en LINX',
};

export const benefits: readonly FeatureItem[] = [
  {
    icon: Search,
    title: 'Más visibilidad',
    description: 'Apareces en las búsquedas que realmente hacen tus clientes.',
  },
  { icon: Users, title: 'Tráfico calificado', description: 'Visitas con intención de compra, no solo números.' },
  { icon: LineChart, title: 'ROI medible', description: 'Cada peso invertido se sigue hasta la conversión.' },
  {
    icon: BadgeCheck,
    title: 'Resultados garantizados',
    description: 'Definimos contigo metas medibles y las revisamos en cada reporte mensual.',
  },
  {
    icon: MapPin,
    title: 'Presencia local',
    description: 'Optimización de tu ficha de empresa para búsquedas cercanas.',
  },
  {
    icon: Target,
    title: 'Estrategia a medida',
    description: 'Un plan diseñado para tu rubro, tu competencia y tu presupuesto.',
  },
];

export const processCopy: SectionCopy = {
  eyebrow: 'Proceso',
  title: 'Cómo trabajamos',
  lead: 'Un método probado en cuatro etapas que se repite y mejora cada mes.',
};

export const processSteps: readonly StepItem[] = [
  {
    icon: Search,
    title: 'Auditoría y análisis',
    description: 'Revisamos tu sitio, tu competencia y las búsquedas de tu mercado.',
  },
  {
    icon: MousePointerClick,
    title: 'Implementación y optimización',
    description: 'Ejecutamos las mejoras técnicas, de contenido y las campañas.',
  },
  {
    icon: BarChart4,
    title: 'Monitoreo y ajustes',
    description: 'Medimos a diario y ajustamos palabras clave, pujas y contenidos.',
  },
  {
    icon: FileBarChart,
    title: 'Reportes y crecimiento',
    description: 'Te entregamos reportes mensuales y definimos los siguientes pasos.',
  },
];

export const processActions: readonly SectionAction[] = [{ kind: 'link', label: 'Conversemos', to: paths.contact }];

export const sectorsCopy: SectionCopy = {
  eyebrow: 'Soluciones por sector',
  title: 'Experiencia en tu industria',
};

export const sectors: readonly FeatureItem[] = [
  {
    icon: ShoppingCart,
    title: 'E-commerce',
    description: 'Fichas de producto optimizadas y campañas de shopping que venden.',
  },
  {
    icon: Hotel,
    title: 'Restaurantes y hotelería',
    description: 'Reservas directas y presencia en búsquedas locales y mapas.',
  },
  {
    icon: Scale,
    title: 'Servicios profesionales',
    description: 'Captación de clientes para estudios, consultoras y oficinas.',
  },
  {
    icon: GraduationCap,
    title: 'Educación',
    description: 'Campañas de admisión y posicionamiento de programas y carreras.',
  },
  { icon: HeartPulse, title: 'Salud', description: 'Agendamiento en línea y contenidos confiables para pacientes.' },
  { icon: Building, title: 'Inmobiliarias', description: 'Leads calificados para proyectos en venta y arriendo.' },
];

export const seoContact = {
  id: SEO_CONTACT_ID,
  title: '¿Listo para llegar al primer lugar?',
  lead: 'Cuéntanos sobre tu negocio y revisemos juntos las oportunidades de tu sitio en buscadores.',
  actions: [
    { kind: 'link', label: 'Solicitar diagnóstico', to: paths.contact },
    { kind: 'link', label: 'Escríbenos por WhatsApp', to: siteConfig.whatsappUrl },
  ] as readonly SectionAction[],
};
