import { paths } from '@linx/shared';
import { CalendarClock, LayoutTemplate, MonitorCheck, MonitorSmartphone, Smile, TrendingUp, Zap } from 'lucide-react';
import type { FeatureItem } from '../../sections/feature-grid';
import type { SectionAction } from '../../sections/section-actions';
import type { StatItem } from '../../sections/stat-cards';
import type { HeroCopy, PageMeta, SectionCopy } from './types';

export interface SignagePlan {
  name: string;
  tagline: string;
  description: string;
  features: readonly string[];
  /** The recommended plan is highlighted. */
  featured?: boolean;
  badge?: string;
}

export const contentManagementMeta: PageMeta = {
  title: 'Gestión de Contenidos',
  description:
    'Cloud Signage LITE y PLUS: administra desde la nube los contenidos de todas tus pantallas, programa campañas y monitorea cada equipo en tiempo real.',
  keywords: [
    'gestión de contenidos',
    'cloud signage',
    'CMS para pantallas',
    'programación de contenidos',
    'cartelería digital',
    'diseño de contenidos',
  ],
};

export const contentManagementHero: HeroCopy = {
  eyebrow: 'Cloud Signage',
  title: 'Gestión de contenidos para todas tus pantallas, desde la nube',
  lead: 'Publica, programa y controla lo que muestran tus pantallas desde cualquier navegador. Un cambio de precio o una campaña nueva llega a toda la red en minutos.',
  actions: [{ kind: 'consultancy' }, { kind: 'anchor', label: 'Ver planes', targetId: 'planes' }],
};

export const contentManagementHeroImageAlt =
  'Panel de gestión en la nube publicando contenidos en pantallas de distintas sucursales';

export const featuresCopy: SectionCopy = {
  eyebrow: 'El servicio',
  title: 'Todo lo que necesitas para operar tu red',
  lead: 'Una plataforma pensada para equipos de marketing y operaciones, sin conocimientos técnicos.',
};

export const features: readonly FeatureItem[] = [
  {
    icon: CalendarClock,
    title: 'Programación inteligente',
    description: 'Define qué se muestra según la hora, el día, la sucursal o el tipo de pantalla.',
  },
  {
    icon: MonitorSmartphone,
    title: 'Gestión centralizada',
    description: 'Administra una pantalla o cientos desde un mismo panel, con permisos por usuario.',
  },
  {
    icon: LayoutTemplate,
    title: 'Plantillas y widgets',
    description: 'Clima, noticias, redes sociales, video y menús listos para usar en tus diseños.',
  },
  {
    icon: MonitorCheck,
    title: 'Monitoreo en línea',
    description: 'Conoce el estado de cada equipo y recibe alertas antes de que alguien note una falla.',
  },
];

export const plansCopy: SectionCopy = {
  eyebrow: 'Planes',
  title: 'Elige el plan que se ajusta a tu operación',
  lead: 'Ambos incluyen licencia de la plataforma, soporte y actualizaciones continuas.',
};

export const plans: readonly SignagePlan[] = [
  {
    name: 'Cloud Signage LITE',
    tagline: 'Para comenzar con pocas pantallas',
    description: 'Lo esencial para publicar y programar contenidos en tiendas, oficinas o salas de espera.',
    features: [
      'Gestión web de contenidos e imágenes',
      'Programación por día y horario',
      'Plantillas prediseñadas',
      'Reproducción sin conexión',
      'Soporte por correo',
    ],
  },
  {
    name: 'Cloud Signage PLUS',
    tagline: 'Para redes que crecen',
    description: 'Todo lo del plan LITE más herramientas avanzadas para redes multi-sucursal y campañas complejas.',
    features: [
      'Todo lo incluido en LITE',
      'Grupos de pantallas y usuarios con roles',
      'Widgets en vivo e integraciones por API',
      'Monitoreo y alertas en tiempo real',
      'Reportes de reproducción (proof of play)',
      'Acompañamiento en la configuración de la red',
    ],
    featured: true,
    badge: 'Más completo',
  },
];

export const planAction: SectionAction = { kind: 'consultancy', label: 'Solicitar información' };

export const keyBenefitsCopy: SectionCopy = {
  eyebrow: 'Beneficios clave',
  title: 'Resultados que se notan en tus puntos de venta',
};

export const keyBenefits: readonly StatItem[] = [
  {
    icon: TrendingUp,
    value: '+40%',
    label: 'recordación de promociones',
    context: 'frente a la cartelería impresa tradicional.',
  },
  {
    icon: Zap,
    value: '+60%',
    label: 'agilidad en actualizaciones',
    context: 'de campañas y precios, sin imprimir ni trasladar material.',
  },
  {
    icon: Smile,
    value: '95%',
    label: 'de satisfacción',
    context: 'de nuestros clientes con la plataforma y el soporte.',
  },
];

export const contentCreationCopy = {
  eyebrow: 'Creación de contenidos',
  title: '¿No tienes contenidos? Los diseñamos por ti',
  lead: 'Nuestro equipo creativo produce piezas pensadas para pantallas: legibles a distancia, en movimiento y alineadas con tu marca.',
  bullets: [
    'Diseño gráfico y animaciones para cada formato',
    'Edición de video y motion graphics',
    'Menús digitales y plantillas de precios',
    'Adaptación a pantallas verticales, videowalls y LED',
  ],
  actions: [{ kind: 'consultancy', label: 'Cotizar contenidos' }] as readonly SectionAction[],
};

export const contentCreationImageAlt = 'Mesa de diseño con piezas gráficas y animaciones para pantallas';

export const contentManagementCta = {
  title: 'Tus pantallas, siempre con el mensaje correcto',
  lead: 'Te mostramos la plataforma funcionando con tus propios contenidos.',
  actions: [
    { kind: 'consultancy', label: 'Agendar una demostración' },
    { kind: 'link', label: 'Contáctanos', to: paths.contact },
  ],
} as const;
