import {
  Building2,
  Clock,
  Eye,
  Flame,
  Megaphone,
  ScanFace,
  ShieldCheck,
  ShoppingBag,
  Target,
  Train,
  Users,
  UtensilsCrossed,
  Smile,
} from 'lucide-react';
import heroPoster from '../../assets/services/adreaction-hero-poster.png';
import heroMp4 from '../../assets/services/adreaction-hero.mp4';
import heroWebm from '../../assets/services/adreaction-hero.webm';
import type { FeatureItem } from '../../sections/feature-grid';
import type { SectionAction } from '../../sections/section-actions';
import type { StatItem } from '../../sections/stat-cards';
import type { UseCaseItem } from '../../sections/use-case-cards';
import type { HeroCopy, PageMeta, SectionCopy, ServiceVideo } from './types';

/** The people-analytics partner that powers AdReactiON (the same brand the about page lists). */
export const AUDIENCE_PARTNER = 'PeopleSense';

export const audienceMeasurementMeta: PageMeta = {
  title: 'Medición de Audiencia',
  description: `AdReactiON, impulsado por ${AUDIENCE_PARTNER}: mide cuántas personas ven tus pantallas, por cuánto tiempo y cómo reaccionan, de forma anónima y en tiempo real.`,
  keywords: [
    'medición de audiencia',
    'AdReactiON',
    'analítica de audiencia',
    'visión artificial',
    'digital signage',
    'métricas de pantallas',
    'retail analytics',
  ],
};

export const audienceMeasurementHero: HeroCopy = {
  eyebrow: 'AdReactiON',
  title: 'Medición de audiencia: descubre quién mira tus pantallas',
  lead: 'AdReactiON cuenta a las personas frente a cada pantalla, mide su atención y estima su perfil de forma anónima. Por fin sabrás qué contenido funciona y dónde.',
  actions: [{ kind: 'consultancy' }, { kind: 'anchor', label: 'Ver el dashboard', targetId: 'dashboard' }],
};

export const audienceVideo: ServiceVideo = {
  name: 'AdReactiON mide la audiencia de una pantalla',
  label: 'Animación de AdReactiON detectando de forma anónima a tres personas frente a una pantalla',
  sources: [
    { src: heroWebm, type: 'video/webm' },
    { src: heroMp4, type: 'video/mp4' },
  ],
  poster: heroPoster,
  width: 640,
  height: 360,
  uploadDate: '2026-11-22T15:52:44Z',
};

export const partnerCopy = {
  eyebrow: 'Tecnología partner',
  title: `Impulsado por ${AUDIENCE_PARTNER}`,
  lead: `AdReactiON combina nuestra plataforma de señalización digital con los algoritmos de visión artificial de ${AUDIENCE_PARTNER}, especialista mundial en analítica de personas. Nosotros instalamos, integramos y te acompañamos; su motor procesa las imágenes en el mismo equipo y solo envía datos anónimos.`,
  bullets: [
    'Sensores ópticos compactos instalados junto a la pantalla',
    'Procesamiento local: ninguna imagen se guarda ni se transmite',
    'Métricas agregadas disponibles en la nube en minutos',
  ],
};

export const partnerImageAlt = 'Sensor óptico junto a una pantalla enviando métricas anónimas a un panel en la nube';

export const featuresCopy: SectionCopy = {
  eyebrow: 'Características',
  title: 'Todo lo que ocurre frente a tu pantalla',
};

export const features: readonly FeatureItem[] = [
  {
    icon: Users,
    title: 'Conteo de audiencia',
    description: 'Personas que pasan, personas que miran y oportunidades de ver, hora a hora.',
  },
  {
    icon: Clock,
    title: 'Tiempo de atención',
    description: 'Cuántos segundos mira cada persona y qué contenido retiene más la mirada.',
  },
  {
    icon: ScanFace,
    title: 'Perfil demográfico anónimo',
    description: 'Rangos de edad y género estimados, sin identificar jamás a nadie.',
  },
  {
    icon: Smile,
    title: 'Reacciones',
    description: 'Expresiones de interés o sorpresa asociadas a cada pieza de contenido.',
  },
  {
    icon: Flame,
    title: 'Mapas de calor',
    description: 'Zonas y horarios de mayor tránsito para ubicar y programar mejor tus pantallas.',
  },
  {
    icon: ShieldCheck,
    title: 'Privacidad por diseño',
    description: 'Procesamiento en el borde, datos agregados y cumplimiento de la normativa vigente.',
  },
];

export const benefitsCopy: SectionCopy = {
  eyebrow: 'Beneficios',
  title: 'Decisiones con datos reales, no con supuestos',
};

export const benefits: readonly StatItem[] = [
  {
    icon: Target,
    value: '+98%',
    label: 'precisión de detección',
    context: 'en el conteo de personas frente a la pantalla.',
  },
  {
    icon: Eye,
    value: '+1B',
    label: 'impresiones medidas',
    context: 'por la tecnología de nuestro partner en el mundo.',
  },
  {
    icon: Megaphone,
    value: '80%',
    label: 'recordación de marca',
    context: 'en campañas optimizadas con datos de audiencia.',
  },
];

export const dashboardCopy: SectionCopy = {
  eyebrow: 'Dashboard',
  title: 'Tu audiencia, en un solo panel',
  lead: 'Indicadores por pantalla, campaña y horario, exportables y listos para compartir con tus anunciantes.',
};

export const useCasesCopy: SectionCopy = {
  eyebrow: 'Casos de uso',
  title: 'Dónde AdReactiON marca la diferencia',
};

export const useCases: readonly UseCaseItem[] = [
  {
    icon: ShoppingBag,
    title: 'Retail',
    bullets: ['Efectividad de promociones en góndola', 'Tráfico por horario y zona', 'Pruebas A/B de contenidos'],
  },
  {
    icon: Building2,
    title: 'Centros comerciales',
    bullets: [
      'Audiencia certificada para anunciantes',
      'Valorización de espacios publicitarios',
      'Flujo en accesos y patios de comida',
    ],
  },
  {
    icon: UtensilsCrossed,
    title: 'Restaurantes',
    bullets: ['Atención a menu boards', 'Perfil de clientes por franja horaria', 'Impacto de combos destacados'],
  },
  {
    icon: Train,
    title: 'Transporte y espacios públicos',
    bullets: [
      'Impresiones en estaciones y terminales',
      'Horas punta de audiencia',
      'Reportes para campañas de gran escala',
    ],
  },
];

export const useCasesActions: readonly SectionAction[] = [{ kind: 'consultancy', label: 'Quiero medir mi audiencia' }];
