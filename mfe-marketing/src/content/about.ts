import { paths, siteConfig } from '@linx/shared';
import { Eye, Handshake, HeartHandshake, Lightbulb, Rocket, Sparkles, Target, TrendingUp } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { SectionAction } from '../sections/section-actions';
import bannerImage from '../assets/pages/about-banner.svg';

/** Value (docs/site.md §3): icon, title, description, colour. */
export interface CompanyValue {
  icon: LucideIcon;
  title: string;
  description: string;
  colour: 'accent' | 'info' | 'ink';
}

export const aboutSeo = {
  title: 'Sobre Nosotros',
  description:
    'Conoce a LINX: más de una década transformando ideas en soluciones de cartelería digital, datos e inteligencia artificial para empresas en Chile.',
  keywords: ['LINX', 'sobre nosotros', 'equipo', 'misión', 'visión', 'partners', 'Santiago de Chile'],
  path: paths.about,
} as const;

export const aboutBanner = {
  eyebrow: `Sobre ${siteConfig.brand}`,
  title: 'Transformamos Ideas en Realidad',
  lead: 'Hace más de una década nacimos en Santiago con una convicción: la tecnología tiene sentido cuando crea vínculos reales entre marcas, personas y equipos. Hoy acompañamos a empresas de todo Chile.',
  actions: [{ kind: 'link', label: 'Conversemos', to: paths.contact }] satisfies readonly SectionAction[],
  image: {
    src: bannerImage,
    alt: 'Equipo de LINX reunido frente a un videowall con indicadores',
    width: 640,
    height: 480,
  },
};

export const missionVision = {
  eyebrow: 'Propósito',
  title: 'Lo que nos mueve',
  items: [
    {
      icon: Target,
      title: 'Misión',
      description:
        'Conectar a las marcas con sus audiencias y a los equipos con la tecnología, entregando soluciones simples, medibles y bien implementadas que generan valor desde el primer día.',
    },
    {
      icon: Eye,
      title: 'Visión',
      description:
        'Ser el socio tecnológico de referencia en Latinoamérica para experiencias de cliente y productividad, reconocido por la cercanía de su equipo y los resultados de sus clientes.',
    },
  ],
};

export const values = {
  eyebrow: 'Nuestros valores',
  title: 'Conoce Nuestro ADN',
  lead: 'Seis principios que guían cómo diseñamos, implementamos y acompañamos cada proyecto.',
  items: [
    {
      icon: HeartHandshake,
      title: 'Pasión por el cliente',
      description: 'Partimos por entender a quien usará la solución y trabajamos hacia atrás.',
      colour: 'accent',
    },
    {
      icon: Lightbulb,
      title: 'Inventar y simplificar',
      description: 'Buscamos la forma más simple de resolver problemas complejos.',
      colour: 'info',
    },
    {
      icon: Handshake,
      title: 'Ganar la confianza',
      description: 'Cumplimos lo que prometemos y hablamos con transparencia, también cuando algo sale mal.',
      colour: 'ink',
    },
    {
      icon: Sparkles,
      title: 'Iniciativas creativas',
      description: 'Proponemos ideas nuevas y las probamos rápido, con datos en la mano.',
      colour: 'accent',
    },
    {
      icon: TrendingUp,
      title: 'Crecimiento constante',
      description: 'Aprendemos de cada proyecto y compartimos lo aprendido con el equipo.',
      colour: 'info',
    },
    {
      icon: Rocket,
      title: 'Ir siempre más allá',
      description: 'No nos quedamos en la entrega: acompañamos hasta ver resultados.',
      colour: 'ink',
    },
  ] satisfies readonly CompanyValue[],
};

export const teamSection = {
  eyebrow: 'Personas',
  title: 'Nuestro Equipo',
  lead: 'Especialistas en tecnología, contenido y negocio que trabajan codo a codo con cada cliente.',
  /** Shown photo size (the CMS photos are twice as large). */
  photoSize: 160,
  /** The round photo's box (28 units). */
  photoSizes: '112px',
  photoAlt: (name: string): string => `Foto de ${name}`,
  // Start with the visible text ("Perfil profesional", "Correo"), as WCAG 2.5.3 asks of labelled links.
  profileLabel: (name: string): string => `Perfil profesional de ${name} (se abre en una pestaña nueva)`,
  emailLabel: (name: string): string => `Correo de ${name}`,
  profileText: 'Perfil profesional',
  emailText: 'Correo',
  empty: 'No pudimos mostrar al equipo en este momento. Vuelve a intentarlo más tarde.',
};

export const partnersSection = {
  eyebrow: 'Alianzas',
  title: 'Nuestros Partners',
  lead: 'Trabajamos con fabricantes y plataformas líderes para ofrecer soluciones confiables y con respaldo.',
  carouselLabel: 'Partners de LINX',
  autoplay: 3000,
  /** Every logo is drawn at this height; its width comes from the CMS. */
  logoHeight: 80,
  // Includes the visible text (the partner's description), as WCAG 2.5.3 asks of labelled links.
  linkLabel: (name: string, description?: string): string =>
    `${description ? `${name}: ${description}` : name} (abre su sitio en una pestaña nueva)`,
  empty: 'No pudimos mostrar a nuestros partners en este momento. Vuelve a intentarlo más tarde.',
};

export const aboutCta = {
  title: '¿Quieres sumarte a nuestra historia?',
  lead: 'Conversemos sobre tu próximo proyecto y cómo podemos hacerlo realidad juntos.',
  actions: [{ kind: 'link', label: 'Contáctanos', to: paths.contact }] satisfies readonly SectionAction[],
};
