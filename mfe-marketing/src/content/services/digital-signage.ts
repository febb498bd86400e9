import { paths } from '@linx/shared';
import {
  Briefcase,
  Building2,
  CalendarClock,
  CloudUpload,
  Cpu,
  GraduationCap,
  HeartPulse,
  LayoutPanelTop,
  MonitorPlay,
  Palette,
  Repeat,
  ShoppingBag,
  SquareMousePointer,
  Timer,
  Tv,
  UtensilsCrossed,
  Grid3x3,
  Lightbulb,
} from 'lucide-react';
import bannerPoster from '../../assets/services/signage-banner-poster.png';
import bannerMp4 from '../../assets/services/signage-banner.mp4';
import bannerWebm from '../../assets/services/signage-banner.webm';
import corporateScene from '../../assets/services/ds-case-corporate.svg';
import healthScene from '../../assets/services/ds-case-health.svg';
import mallScene from '../../assets/services/ds-case-mall.svg';
import restaurantScene from '../../assets/services/ds-case-restaurant.svg';
import retailScene from '../../assets/services/ds-case-retail.svg';
import type { FeatureItem } from '../../sections/feature-grid';
import type { StepItem } from '../../sections/numbered-steps';
import type { StatItem } from '../../sections/stat-cards';
import type { HeroCopy, ImageCopy, PageMeta, SectionCopy, ServiceVideo } from './types';

export interface ImplementationCase {
  image: ImageCopy;
  sector: string;
  title: string;
  description: string;
}

export const digitalSignageMeta: PageMeta = {
  title: 'Señalización Digital',
  description:
    'Cartelería digital llave en mano: pantallas, videowalls, LED y kioscos interactivos administrados desde la nube para retail, restaurantes, malls, empresas, salud y educación.',
  keywords: [
    'señalización digital',
    'cartelería digital',
    'digital signage',
    'videowall',
    'pantallas LED',
    'kioscos interactivos',
    'gestión de contenidos en la nube',
  ],
};

export const digitalSignageHero: HeroCopy = {
  eyebrow: 'Cartelería digital',
  title: 'Señalización digital que convierte cada pantalla en una vitrina',
  lead: 'Diseñamos, instalamos y operamos redes de pantallas que informan, venden y sorprenden. Tú decides el mensaje; nosotros nos encargamos de que llegue a tiempo a cada punto.',
  actions: [{ kind: 'consultancy' }, { kind: 'anchor', label: 'Ver implementaciones', targetId: 'implementaciones' }],
};

export const digitalSignageVideo: ServiceVideo = {
  name: 'Señalización digital en un videowall y un tótem',
  label: 'Animación de un videowall y un tótem digital mostrando contenidos promocionales',
  sources: [
    { src: bannerWebm, type: 'video/webm' },
    { src: bannerMp4, type: 'video/mp4' },
  ],
  poster: bannerPoster,
  width: 640,
  height: 360,
  uploadDate: '2026-11-22T15:52:44Z',
};

export const benefitsCopy: SectionCopy = {
  eyebrow: 'Beneficios',
  title: 'Pantallas que trabajan por tu negocio',
  lead: 'Mensajes oportunos en el lugar correcto mejoran la experiencia de compra y la percepción de tu marca.',
};

export const benefits: readonly StatItem[] = [
  {
    icon: Repeat,
    value: '90%',
    label: 'vuelve a comprar',
    context: 'de los clientes regresa tras una experiencia positiva en tienda.',
  },
  {
    icon: Timer,
    value: '-40%',
    label: 'espera percibida',
    context: 'contenido entretenido hace más corta la fila y la sala de espera.',
  },
  {
    icon: CalendarClock,
    value: '24/7',
    label: 'contenido siempre al día',
    context: 'programación automática por horario, día y ubicación.',
  },
  {
    icon: Cpu,
    value: '99,9%',
    label: 'precisión de reproducción',
    context: 'cada pieza se emite cuando y donde fue programada.',
  },
];

export const applicationCasesCopy: SectionCopy = {
  eyebrow: 'Casos de aplicación',
  title: 'Una solución para cada industria',
  lead: 'Adaptamos pantallas, formatos y contenidos al recorrido de tus clientes, pacientes, estudiantes o colaboradores.',
};

export const applicationCases: readonly FeatureItem[] = [
  {
    icon: ShoppingBag,
    title: 'Retail',
    description: 'Promociones dinámicas, precios actualizados al instante y vitrinas que atraen tráfico a la tienda.',
  },
  {
    icon: UtensilsCrossed,
    title: 'Restaurantes',
    description: 'Menu boards digitales que cambian según el horario y destacan combos de mayor margen.',
  },
  {
    icon: Building2,
    title: 'Malls',
    description:
      'Directorios interactivos, circuitos publicitarios y campañas para locatarios en puntos de alto flujo.',
  },
  {
    icon: Briefcase,
    title: 'Corporativo',
    description: 'Comunicación interna, indicadores y bienvenida a visitas en recepciones y espacios comunes.',
  },
  {
    icon: HeartPulse,
    title: 'Salud',
    description: 'Gestión de turnos, orientación de pacientes y contenidos de prevención en salas de espera.',
  },
  {
    icon: GraduationCap,
    title: 'Educación',
    description: 'Avisos del campus, horarios y difusión de actividades en pasillos, bibliotecas y casinos.',
  },
];

export const architectureCopy: SectionCopy = {
  eyebrow: 'Arquitectura de la solución',
  title: 'Cuatro etapas, un solo responsable',
  lead: 'Acompañamos todo el ciclo: desde la idea del contenido hasta la pantalla encendida y medida.',
};

export const architectureSteps: readonly StepItem[] = [
  {
    icon: Palette,
    title: 'Creación de contenidos',
    description: 'Piezas gráficas, video y plantillas adaptadas a cada formato y orientación de pantalla.',
  },
  {
    icon: CloudUpload,
    title: 'Gestión en la nube',
    description: 'Una plataforma central para programar, aprobar y publicar en una o mil pantallas.',
  },
  {
    icon: MonitorPlay,
    title: 'Distribución y reproducción',
    description: 'Reproductores que descargan, guardan en caché y emiten aun sin conexión.',
  },
  {
    icon: Tv,
    title: 'Visualización y monitoreo',
    description: 'Pantallas profesionales supervisadas en línea, con alertas y soporte técnico.',
  },
];

export const screenTypesCopy: SectionCopy = {
  eyebrow: 'Tipos de pantallas',
  title: 'El formato adecuado para cada espacio',
  lead: 'Trabajamos con equipos profesionales pensados para operar muchas horas al día.',
};

export const screenTypes: readonly FeatureItem[] = [
  {
    icon: LayoutPanelTop,
    title: 'Pantallas independientes',
    description: 'Monitores profesionales de pared, techo o piso para comunicar en cualquier punto.',
    bullets: ['Horizontal o vertical', 'Operación 16/7 o 24/7'],
  },
  {
    icon: Grid3x3,
    title: 'Videowalls',
    description: 'Varias pantallas de marco ultradelgado que forman una sola superficie de gran impacto.',
    bullets: ['Configuraciones 2×2, 3×3 y más', 'Calibración de color'],
  },
  {
    icon: Lightbulb,
    title: 'Pantallas LED',
    description: 'Módulos de alto brillo para fachadas, vitrinas y grandes formatos a la vista del sol.',
    bullets: ['Interior y exterior', 'Tamaños a medida'],
  },
  {
    icon: SquareMousePointer,
    title: 'Kioscos interactivos',
    description: 'Tótems táctiles para autoatención, directorios, catálogos y encuestas.',
    bullets: ['Pantalla táctil', 'Integración con tus sistemas'],
  },
];

export const screenTypesActions = [{ kind: 'link', label: 'Ver catálogo de productos', to: paths.products }] as const;

export const implementationsCopy: SectionCopy = {
  eyebrow: 'Implementaciones',
  title: 'Proyectos que ya están en pantalla',
  lead: 'Algunas de las redes que diseñamos e instalamos para nuestros clientes.',
};

export const implementations: readonly ImplementationCase[] = [
  {
    image: {
      src: retailScene,
      alt: 'Tienda con pantallas verticales sobre las góndolas mostrando ofertas',
      width: 640,
      height: 400,
    },
    sector: 'Retail',
    title: 'Cadena de tiendas de conveniencia',
    description:
      'Red de pantallas en todas sus tiendas, con precios y promociones programados por región y actualizados desde la nube.',
  },
  {
    image: {
      src: restaurantScene,
      alt: 'Mostrador de restaurante con tres pantallas de menú digital',
      width: 640,
      height: 400,
    },
    sector: 'Restaurantes',
    title: 'Menu boards para comida rápida',
    description: 'Menús que cambian solos entre desayuno, almuerzo y cena, y destacan los combos de temporada.',
  },
  {
    image: {
      src: mallScene,
      alt: 'Pasillo de un centro comercial con tótems digitales y un videowall',
      width: 640,
      height: 400,
    },
    sector: 'Malls',
    title: 'Circuito publicitario en centro comercial',
    description: 'Tótems y videowalls en accesos y patios de comida, con pauta comercializada a las marcas locatarias.',
  },
  {
    image: { src: corporateScene, alt: 'Recepción de oficina con un videowall de bienvenida', width: 640, height: 400 },
    sector: 'Corporativo',
    title: 'Comunicación interna en oficinas centrales',
    description: 'Videowall de bienvenida e indicadores de gestión en pisos y casinos para todos sus colaboradores.',
  },
  {
    image: {
      src: healthScene,
      alt: 'Sala de espera de una clínica con una pantalla de turnos',
      width: 640,
      height: 400,
    },
    sector: 'Salud',
    title: 'Gestión de turnos en red de clínicas',
    description: 'Pantallas de llamado y contenidos de prevención que ordenan la espera y reducen consultas en mesón.',
  },
];

export const digitalSignageCta = {
  title: '¿Listo para encender tu red de pantallas?',
  lead: 'Cuéntanos qué espacios quieres transformar y te proponemos la solución completa.',
  actions: [{ kind: 'consultancy' }, { kind: 'link', label: 'Escríbenos', to: paths.contact }],
} as const;
