import { paths } from '@linx/shared';
import { Frown, Meh, Smile } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { SectionAction } from '../sections/section-actions';
import type { StatItem } from '../sections/stat-cards';
import heroImage from '../assets/pages/experience-hero.svg';
import inStoreImage from '../assets/pages/experience-in-store.svg';
import outStoreImage from '../assets/pages/experience-out-store.svg';
import integralImage from '../assets/pages/experience-integral.svg';
import type { PageImage } from './home';

export interface SplitBlock {
  /** Anchor id of the section, when something links to it. */
  id?: string;
  eyebrow: string;
  title: string;
  lead: string;
  bullets: readonly string[];
  stats: readonly StatItem[];
  image: PageImage;
}

/** One state of the rotating satisfaction indicator (docs/site.md §4). */
export interface SatisfactionState {
  value: string;
  label: string;
  icon: LucideIcon;
  tone: 'success' | 'neutral' | 'warning';
}

export const customerExperienceSeo = {
  title: 'Conecta con tu audiencia',
  description:
    'Experiencias dentro y fuera de la tienda con pantallas, tótems, Lift and Learn y medición de audiencia. Más atención, más conversión y clientes que vuelven.',
  keywords: ['experiencia de cliente', 'retail', 'pantallas interactivas', 'tótems', 'centros comerciales', 'LINX'],
  path: paths.customerExperience,
} as const;

export const customerExperienceHero = {
  eyebrow: 'Experiencia al cliente',
  title: 'Conecta con tu audiencia',
  lead: 'Diseñamos experiencias que acompañan a tus clientes antes, durante y después de la compra, con tecnología que se ve, se toca y se mide.',
  actions: [
    { kind: 'consultancy' },
    { kind: 'anchor', label: 'Ver experiencias', targetId: 'experiencia-en-tienda' },
  ] satisfies readonly SectionAction[],
  image: {
    src: heroImage,
    alt: 'Cliente rodeado de un videowall, un tótem y su teléfono conectados',
    width: 640,
    height: 520,
  },
};

export const inStoreExperience: SplitBlock = {
  id: 'experiencia-en-tienda',
  eyebrow: 'Dentro de la tienda',
  title: 'Experiencia en tienda que invita a quedarse',
  lead: 'Pantallas que informan, góndolas que responden y turnos que avanzan sin filas: cada metro cuadrado trabaja para que el cliente encuentre lo que busca.',
  bullets: [
    'Cartelería digital con precios y promociones al día',
    'Lift and Learn: el producto en la mano activa su ficha en pantalla',
    'Tótems de autoatención y gestión de turnos',
    'Contenido distinto por zona, horario y audiencia',
  ],
  stats: [
    { value: '+45%', label: 'Engagement', context: 'con contenido interactivo en el punto de venta' },
    { value: '+35%', label: 'Conversión', context: 'en categorías con Lift and Learn' },
  ],
  image: {
    src: inStoreImage,
    alt: 'Tienda con pantalla de promociones, góndola interactiva y tótem de turnos',
    width: 640,
    height: 480,
  },
};

export const outStoreExperience: SplitBlock = {
  eyebrow: 'Fuera de la tienda',
  title: 'Tu marca visible en la calle, los pasillos y el teléfono',
  lead: 'Pantallas LED de fachada, tótems exteriores y campañas coordinadas con tus canales digitales para atraer a quien todavía no entra.',
  bullets: [
    'Pantallas LED de alto brillo para vitrinas y fachadas',
    'Tótems exteriores resistentes y conectados',
    'Campañas sincronizadas entre sucursales y canales',
  ],
  stats: [
    { value: '24/7', label: 'Operación continua', context: 'con pantallas preparadas para funcionar todo el día' },
    { value: '99,9%', label: 'Precisión', context: 'en la programación de campañas' },
  ],
  image: { src: outStoreImage, alt: 'Fachada nocturna con pantalla LED y tótem exterior', width: 640, height: 480 },
};

export const integralExperience = {
  id: 'experiencia-integral',
  eyebrow: 'Experiencia integral',
  title: 'Una sola experiencia, en todos los puntos de contacto',
  lead: 'Conectamos tienda, web, WhatsApp y tótems en una misma plataforma para que cada cliente reciba un trato coherente y personal.',
  bullets: ['Datos de audiencia y ventas en un mismo tablero', 'Asistente virtual que responde en todos los canales'],
  stats: [
    { value: '90%', label: 'Vuelven a comprar', context: 'tras una experiencia positiva' },
    { value: '−40%', label: 'Tiempo de espera', context: 'con turnos y autoatención' },
  ] satisfies readonly StatItem[],
  image: {
    src: integralImage,
    alt: 'Plataforma LINX conectada con pantalla, computador, teléfono y tótem',
    width: 640,
    height: 480,
  },
};

export const satisfactionIndicator = {
  title: 'Satisfacción de clientes',
  caption: 'Encuesta a visitantes de tiendas con experiencias LINX',
  interval: 3000,
  pauseLabel: 'Pausar indicador de satisfacción',
  playLabel: 'Reanudar indicador de satisfacción',
  states: [
    { value: '98%', label: 'Muy satisfechos', icon: Smile, tone: 'success' },
    { value: '1,5%', label: 'Neutral', icon: Meh, tone: 'neutral' },
    { value: '0,5%', label: 'Insatisfechos', icon: Frown, tone: 'warning' },
  ] satisfies readonly SatisfactionState[],
};

export const customerExperienceCta = {
  title: 'Diseñemos la experiencia de tus clientes',
  lead: 'Te ayudamos a elegir las pantallas, el contenido y las métricas que harán la diferencia en tus tiendas.',
  actions: [
    { kind: 'consultancy' },
    { kind: 'link', label: 'Ver casos de éxito', to: paths.cases },
  ] satisfies readonly SectionAction[],
};
