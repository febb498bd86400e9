import { paths } from '@linx/shared';
import type { LucideIcon } from 'lucide-react';
import {
  Bot,
  Cloud,
  GraduationCap,
  Hand,
  LifeBuoy,
  ListChecks,
  MessagesSquare,
  MonitorPlay,
  PenTool,
  ScanEye,
  Timer,
  Users,
  Workflow,
  Wrench,
  Zap,
} from 'lucide-react';
import type { SectionAction } from '../sections/section-actions';
import type { StatItem } from '../sections/stat-cards';
import type { StepItem } from '../sections/numbered-steps';
import type { IllustrationProps } from '../sections/illustration';
import heroImage from '../assets/pages/home-hero.svg';
import posImage from '../assets/pages/pos-intelligence.svg';
import automationImage from '../assets/pages/automation.svg';
import signageImage from '../assets/pages/service-signage.svg';
import contentImage from '../assets/pages/service-content.svg';
import liftImage from '../assets/pages/service-lift.svg';
import audienceImage from '../assets/pages/service-audience.svg';
import assistantImage from '../assets/pages/service-assistant.svg';
import productAudienceImage from '../assets/pages/product-audience.svg';
import productLiftImage from '../assets/pages/product-lift.svg';
import productCloudImage from '../assets/pages/product-cloud.svg';
import productAssistantImage from '../assets/pages/product-assistant.svg';

/** An image of the page: the props of `Illustration` without the loading hints. */
export type PageImage = Pick<IllustrationProps, 'src' | 'alt' | 'width' | 'height'>;

export interface ConceptCard {
  icon: LucideIcon;
  title: string;
  description: string;
}

export interface BenefitColumn {
  eyebrow: string;
  title: string;
  lead: string;
  tone: 'accent' | 'info';
  cards: readonly ConceptCard[];
  link: { label: string; to: string };
}

/** Services carousel slide (docs/site.md §3): title, description, image, icon, route, categories. */
export interface ServiceSlide {
  title: string;
  description: string;
  image: PageImage;
  icon: LucideIcon;
  route: string;
  categories: readonly string[];
}

/** Product card (docs/site.md §3): title, description, image, route. */
export interface ProductCard {
  title: string;
  description: string;
  image: PageImage;
  route: string;
}

export const homeSeo = {
  title: 'Cartelería digital, medición de audiencia e IA para empresas',
  description:
    'LINX conecta marcas con su audiencia: señalización digital, gestión de contenidos en la nube, Lift and Learn, medición de audiencia y asistentes de IA para empresas en Chile.',
  keywords: [
    'cartelería digital',
    'señalización digital',
    'pantallas interactivas',
    'medición de audiencia',
    'asistente IA',
    'Chile',
  ],
  path: paths.home,
} as const;

export const homeHero = {
  eyebrow: 'Everything about links',
  titleStart: 'Creamos vínculos entre',
  phrases: ['tu marca y tu audiencia', 'tus equipos y la tecnología', 'tu negocio y sus asesores'],
  phraseInterval: 3000,
  lead: 'Pantallas, contenidos, datos e inteligencia artificial que trabajan juntos para retail, centros comerciales, salud, educación y empresas de todo Chile.',
  actions: [
    { kind: 'link', label: 'Contacta con un asesor', to: paths.contact },
    { kind: 'link', label: 'Ver productos', to: paths.products },
  ] satisfies readonly SectionAction[],
  highlights: [
    // What LINX does, in words: docs/site.md gives no figure for this strip (docs/decisions.md 9).
    { value: 'Pantallas', label: 'cartelería, videowalls y LED' },
    { value: 'Datos', label: 'medición de audiencia' },
    { value: 'IA', label: 'asistentes y automatización' },
  ],
  pauseLabel: 'Pausar frases del titular',
  playLabel: 'Reanudar frases del titular',
  image: {
    src: heroImage,
    alt: 'Videowall, tótem interactivo y tablero de audiencia conectados entre sí',
    width: 640,
    height: 540,
  },
} as const;

export const homeBenefits = {
  eyebrow: 'Dos formas de crecer',
  title: 'Tecnología pensada para tus clientes y para tu equipo',
  lead: 'Elegimos, instalamos y operamos las soluciones que necesitas, con un solo interlocutor de principio a fin.',
  columns: [
    {
      eyebrow: 'Experiencia al cliente',
      title: 'Conecta con tu audiencia',
      lead: 'Capta la atención en el momento justo y convierte cada visita en una experiencia que se recuerda.',
      tone: 'accent',
      link: { label: 'Conocer experiencia al cliente', to: paths.customerExperience },
      cards: [
        {
          icon: MonitorPlay,
          title: 'Señalización digital',
          description: 'Pantallas, videowalls y LED con contenido que cambia al ritmo de tu negocio.',
        },
        {
          icon: Hand,
          title: 'Interacción en tienda',
          description: 'Tótems y góndolas Lift and Learn que responden cuando el cliente toma un producto.',
        },
        {
          icon: ScanEye,
          title: 'Medición de audiencia',
          description: 'Sabe cuántas personas miran tus pantallas, cuánto tiempo y qué les interesa.',
        },
        {
          icon: Timer,
          title: 'Filas más cortas',
          description: 'Gestión de turnos y mensajes que hacen la espera más breve y más útil.',
        },
      ],
    },
    {
      eyebrow: 'Productividad',
      title: 'Impulsa tu productividad',
      lead: 'Automatiza lo repetitivo y deja que tu equipo se concentre en lo que realmente aporta valor.',
      tone: 'info',
      link: { label: 'Conocer productividad', to: paths.productivity },
      cards: [
        {
          icon: Bot,
          title: 'Asistente con IA',
          description: 'LIA responde consultas, agenda reuniones y deriva a tu equipo los casos que lo necesitan.',
        },
        {
          icon: Workflow,
          title: 'Procesos automáticos',
          description: 'Flujos que mueven datos entre tus sistemas sin planillas ni copias manuales.',
        },
        {
          icon: Users,
          title: 'Comunicación interna',
          description: 'Pantallas corporativas que alinean a equipos, turnos y sucursales.',
        },
        {
          icon: Cloud,
          title: 'Nube segura',
          description: 'Arquitectura, migración y monitoreo en la nube con costos bajo control.',
        },
      ],
    },
  ] satisfies readonly BenefitColumn[],
};

export const homeServices = {
  eyebrow: 'Soluciones LINX',
  title: 'Nuestros Servicios',
  lead: 'Cinco servicios que se integran entre sí para que cada pantalla, dato y conversación sume.',
  carouselLabel: 'Servicios de LINX',
  autoplay: 5000,
  moreLabel: 'Conocer más',
  /** Read by screen readers after "Conocer más", so each slide's link names its service. */
  moreSuffix: (title: string): string => ` sobre ${title}`,
  categoriesLabel: 'Categorías',
  slides: [
    {
      title: 'Señalización Digital',
      description:
        'Pantallas de cartelería, videowalls, LED y tótems instalados y operados por nuestro equipo, con contenido que se actualiza en segundos en todas tus sucursales.',
      image: {
        src: signageImage,
        alt: 'Tienda con pantallas de precios y promociones sobre las góndolas',
        width: 720,
        height: 480,
      },
      icon: MonitorPlay,
      route: paths.digitalSignage,
      categories: ['Experiencia al Cliente'],
    },
    {
      title: 'Gestión de Contenidos',
      description:
        'Programa campañas por horario, zona o pantalla desde una plataforma en la nube. Planes Cloud Signage LITE y PLUS para redes de cualquier tamaño.',
      image: {
        src: contentImage,
        alt: 'Plataforma en la nube enviando contenidos a varias pantallas',
        width: 720,
        height: 480,
      },
      icon: Cloud,
      route: paths.contentManagement,
      categories: ['Experiencia al Cliente', 'Productividad'],
    },
    {
      title: 'Lift and Learn',
      description:
        'Con ScreenTrigger, cuando un cliente levanta un producto la pantalla muestra al instante su ficha, comparativas y promociones.',
      image: {
        src: liftImage,
        alt: 'Mano levantando un producto mientras la pantalla muestra su información',
        width: 720,
        height: 480,
      },
      icon: Hand,
      route: paths.liftAndLearn,
      categories: ['Experiencia al Cliente', 'Retail'],
    },
    {
      title: 'Medición de Audiencia',
      description:
        'AdReactiON mide de forma anónima quién mira tus pantallas, cuánto tiempo y con qué atención, para que inviertas en el contenido que funciona.',
      image: {
        src: audienceImage,
        alt: 'Sensor sobre una pantalla contando personas y tablero con métricas de atención',
        width: 720,
        height: 480,
      },
      icon: ScanEye,
      route: paths.audienceMeasurement,
      categories: ['Experiencia al Cliente', 'Analítica'],
    },
    {
      title: 'Asistente IA',
      description:
        'LIA, nuestra asistente virtual, atiende a clientes y colaboradores en web, WhatsApp y tótems, aprende de tu negocio y trabaja sin pausa.',
      image: {
        src: assistantImage,
        alt: 'Tótem con la asistente virtual LIA conversando con un cliente',
        width: 720,
        height: 480,
      },
      icon: Bot,
      route: paths.aiAssistant,
      categories: ['Productividad', 'Inteligencia Artificial'],
    },
  ] satisfies readonly ServiceSlide[],
};

export const homeProcess = {
  eyebrow: 'Cómo trabajamos',
  title: 'De la idea a la operación en cuatro pasos',
  lead: 'Un mismo equipo te acompaña desde el primer boceto hasta la mejora continua.',
  steps: [
    {
      icon: PenTool,
      title: 'Diseño',
      description:
        'Entendemos tus objetivos, recorremos tus espacios y proponemos la solución y el contenido adecuados.',
    },
    {
      icon: Wrench,
      title: 'Implementación',
      description: 'Instalamos equipos, configuramos la plataforma y dejamos todo funcionando en plazos acordados.',
    },
    {
      icon: GraduationCap,
      title: 'Entrenamiento',
      description: 'Capacitamos a tu equipo para publicar, medir y sacar partido a cada pantalla desde el primer día.',
    },
    {
      icon: LifeBuoy,
      title: 'Acompañamiento',
      description: 'Monitoreo, soporte y reportes periódicos para que la solución siga rindiendo con el tiempo.',
    },
  ] satisfies readonly StepItem[],
};

export const homePointOfSale = {
  eyebrow: 'Inteligencia en el punto de venta',
  title: 'Entiende qué pasa frente a cada góndola',
  lead: 'Sensores anónimos y analítica en tiempo real convierten el flujo de personas en decisiones: dónde ubicar una pantalla, qué mensaje mostrar y cuándo reforzar la atención.',
  bullets: [
    'Mapas de calor de las zonas más visitadas',
    'Conteo de visitas, atención y tiempo de permanencia',
    'Contenido que cambia según la audiencia presente',
    'Reportes claros para marketing y operaciones',
  ],
  actions: [
    { kind: 'link', label: 'Conocer medición de audiencia', to: paths.audienceMeasurement },
  ] satisfies readonly SectionAction[],
  image: {
    src: posImage,
    alt: 'Mapa de calor de una sala de ventas junto a indicadores de conversión y tiempo de espera',
    width: 640,
    height: 480,
  },
};

export const homeAutomation = {
  eyebrow: 'Automatización e inteligencia artificial',
  title: 'Tu equipo, libre de tareas repetitivas',
  lead: 'Combinamos asistentes de IA y flujos automáticos para responder más rápido, ordenar la información y atender a más personas sin sumar carga al equipo.',
  bullets: [
    'Respuestas inmediatas en web, WhatsApp y tótems',
    'Agenda, documentos y aprobaciones que avanzan solos',
    'Integración con tu CRM y tus sistemas actuales',
  ],
  actions: [
    { kind: 'link', label: 'Conocer el asistente IA', to: paths.aiAssistant },
  ] satisfies readonly SectionAction[],
  image: {
    src: automationImage,
    alt: 'La asistente LIA conectada con documentos, agenda, procesos y mensajes',
    width: 640,
    height: 480,
  },
  stats: [
    { value: '95%', label: 'Satisfacción', context: 'de los usuarios que conversan con LIA', icon: MessagesSquare },
    { value: '+40%', label: 'Eficiencia operativa', context: 'en equipos que automatizan sus procesos', icon: Zap },
    { value: '+60%', label: 'Consultas resueltas', context: 'sin intervención humana', icon: ListChecks },
  ] satisfies readonly StatItem[],
};

export const homeProducts = {
  eyebrow: 'Productos destacados',
  title: 'Soluciones listas para implementar',
  lead: 'Las herramientas que más piden nuestros clientes, probadas en puntos de venta reales.',
  linkLabel: 'Ver solución',
  items: [
    {
      title: 'Medición de Audiencia',
      description: 'AdReactiON mide impresiones, atención y recuerdo de marca frente a tus pantallas.',
      image: { src: productAudienceImage, alt: '', width: 480, height: 300 },
      route: paths.audienceMeasurement,
    },
    {
      title: 'Lift and Learn',
      description: 'ScreenTrigger activa contenido en pantalla cuando el cliente toma un producto.',
      image: { src: productLiftImage, alt: '', width: 480, height: 300 },
      route: paths.liftAndLearn,
    },
    {
      title: 'Cloud Digital Signage PLUS',
      description: 'Gestión centralizada de contenidos, horarios y reportes para redes de pantallas.',
      image: { src: productCloudImage, alt: '', width: 480, height: 300 },
      route: paths.contentManagement,
    },
    {
      title: 'Asistente IA',
      description: 'LIA atiende a tus clientes en web, WhatsApp y tótems de autoatención.',
      image: { src: productAssistantImage, alt: '', width: 480, height: 300 },
      route: paths.aiAssistant,
    },
  ] satisfies readonly ProductCard[],
};

/** The client logos come from the CMS; without them the section is left out. */
export const homeClients = {
  eyebrow: 'Clientes',
  title: 'Empresas que confían en LINX',
  lead: 'Retail, centros comerciales, salud, educación y servicios financieros a lo largo de Chile.',
  /** Every logo is drawn at this height; its width comes from the CMS. */
  logoHeight: 64,
};

export const homeCta = {
  title: '¿Listo para conectar con tu audiencia?',
  lead: 'Cuéntanos tu desafío y un asesor te ayudará a encontrar la solución adecuada.',
  actions: [{ kind: 'link', label: 'Contacta con un asesor', to: paths.contact }] satisfies readonly SectionAction[],
};
