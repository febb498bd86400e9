import {
  ArrowLeftRight,
  BellRing,
  Briefcase,
  CalendarCheck,
  Clock,
  Factory,
  GraduationCap,
  HeartPulse,
  Image,
  LayoutTemplate,
  Monitor,
  Palette,
  Rocket,
  Target,
  TrendingUp,
  Users,
} from 'lucide-react';
import type { ChatMessage } from '../../sections/chat-mockup';
import type { FeatureItem } from '../../sections/feature-grid';
import type { SectionAction } from '../../sections/section-actions';
import type { StatItem } from '../../sections/stat-cards';
import type { UseCaseItem } from '../../sections/use-case-cards';
import type { HeroCopy, PageMeta, SectionCopy } from './types';

export interface DashboardGroup {
  icon: typeof LayoutTemplate;
  title: string;
  items: readonly string[];
}

export interface ProcessList {
  title: string;
  items: readonly string[];
}

export const internalCommsMeta: PageMeta = {
  title: 'Comunicaciones Internas',
  description:
    'Comunicación interna con pantallas digitales, plantillas personalizables y un asistente que automatiza solicitudes de RR. HH., documentos y soporte administrativo.',
  keywords: [
    'comunicaciones internas',
    'comunicación corporativa',
    'pantallas corporativas',
    'endomarketing',
    'automatización de RR. HH.',
    'asistente virtual',
  ],
};

export const internalCommsHero: HeroCopy = {
  eyebrow: 'Comunicaciones internas',
  title: 'Comunicación interna que llega a todos, en todas partes',
  lead: 'Informa, reconoce y motiva a tus equipos con pantallas en oficinas, plantas y sucursales, y deja que un asistente resuelva sus solicitudes del día a día.',
  actions: [{ kind: 'consultancy' }],
};

export const internalCommsHeroImageAlt =
  'Pantallas en una oficina y en una planta mostrando noticias y avisos para los colaboradores';

export const dashboardCopy: SectionCopy = {
  eyebrow: 'Dashboard de comunicaciones',
  title: 'Crea, publica y mide desde un solo lugar',
  lead: 'Tu equipo de comunicaciones diseña mensajes en minutos y los programa para cada sede, área o turno.',
};

export const dashboardGroups: readonly DashboardGroup[] = [
  {
    icon: LayoutTemplate,
    title: 'Plantillas personalizables',
    items: ['Noticias y anuncios', 'Cumpleaños y reconocimientos', 'Indicadores y metas', 'Alertas de seguridad'],
  },
  {
    icon: Image,
    title: 'Tipos de contenido',
    items: ['Imágenes y videos', 'Presentaciones y PDF', 'Tableros en vivo', 'Redes sociales internas'],
  },
  {
    icon: Palette,
    title: 'Personalización visual',
    items: [
      'Colores y tipografías de tu marca',
      'Logos por sede o filial',
      'Formatos horizontal y vertical',
      'Zonas y capas de contenido',
    ],
  },
];

export const dashboardStats: readonly StatItem[] = [
  {
    icon: Clock,
    value: '-45%',
    label: 'tiempo de actualización',
    context: 'para publicar un mensaje en todas las sedes.',
  },
  { icon: Users, value: '+85%', label: 'engagement', context: 'de colaboradores con la comunicación interna.' },
  { icon: TrendingUp, value: '+60%', label: 'productividad', context: 'del equipo de comunicaciones.' },
];

export const featuresCopy: SectionCopy = {
  eyebrow: 'Características principales',
  title: 'Tu canal interno más visible',
};

export const features: readonly FeatureItem[] = [
  {
    icon: CalendarCheck,
    title: 'Programación por audiencia',
    description: 'Mensajes distintos por sede, área o turno, con fechas de inicio y término.',
  },
  {
    icon: BellRing,
    title: 'Alertas de emergencia',
    description: 'Interrumpe todas las pantallas con un aviso urgente en segundos.',
  },
  {
    icon: Target,
    title: 'Indicadores en vivo',
    description: 'Metas de producción, ventas o seguridad conectadas a tus sistemas.',
  },
  {
    icon: Rocket,
    title: 'Puesta en marcha rápida',
    description: 'Plantillas listas y acompañamiento de nuestro equipo desde el primer día.',
  },
];

export const automationCopy = {
  eyebrow: 'Procesos automatizados',
  title: 'Un asistente que resuelve las solicitudes de tus colaboradores',
  lead: 'LIA atiende por chat las consultas internas más frecuentes y ejecuta el trámite completo, sin correos ni esperas.',
  actions: [{ kind: 'consultancy' }] as readonly SectionAction[],
};

export const automationLists: readonly ProcessList[] = [
  {
    title: 'Solicitudes de RR. HH.',
    items: ['Cartas y certificados laborales', 'Vacaciones y permisos', 'Liquidaciones de sueldo'],
  },
  {
    title: 'Gestión documental',
    items: ['Búsqueda de políticas y reglamentos', 'Firma y envío de documentos', 'Archivo automático'],
  },
  {
    title: 'Soporte administrativo',
    items: ['Reserva de salas y recursos', 'Solicitudes de compra', 'Mesa de ayuda interna'],
  },
];

export const workLetterChat = {
  label: 'Conversación de ejemplo: un colaborador solicita su carta de trabajo a LIA',
  messages: [
    { from: 'user', text: 'Hola, necesito una carta de trabajo para el banco.' },
    { from: 'assistant', text: '¡Hola, Camila! Con gusto. ¿La necesitas con tu renta incluida?' },
    { from: 'user', text: 'Sí, por favor.' },
    { from: 'assistant', text: 'Listo. Generé tu carta firmada digitalmente y la envié a tu correo corporativo.' },
    { from: 'assistant', text: 'También la dejé en tu carpeta personal. ¿Te ayudo con algo más?' },
  ] as readonly ChatMessage[],
};

export const solutionsCopy: SectionCopy = {
  eyebrow: 'Soluciones',
  title: 'Dos caminos para conectar a tu organización',
};

export const solutions: readonly FeatureItem[] = [
  {
    icon: Monitor,
    title: 'Pantallas digitales',
    description: 'Cartelería en recepciones, casinos, pasillos y plantas productivas con contenido siempre vigente.',
    bullets: [
      'Instalación y soporte de nuestro equipo',
      'Contenido administrado desde la nube',
      'Reportes de reproducción',
    ],
  },
  {
    icon: ArrowLeftRight,
    title: 'Comunicación bidireccional',
    description: 'Encuestas, reconocimientos y un asistente virtual para que los colaboradores también hablen.',
    bullets: ['Encuestas de clima en pantalla y móvil', 'Muro de reconocimientos', 'Consultas resueltas por chat'],
  },
];

export const sectorsCopy: SectionCopy = {
  eyebrow: 'Casos de uso por sector',
  title: 'Pensado para la realidad de tu industria',
};

export const sectors: readonly UseCaseItem[] = [
  {
    icon: Briefcase,
    title: 'Corporativo',
    bullets: ['Noticias y resultados de la compañía', 'Bienvenida a visitas', 'Campañas de cultura'],
  },
  {
    icon: HeartPulse,
    title: 'Salud',
    bullets: ['Turnos y protocolos clínicos', 'Avisos para personal de distintos turnos', 'Campañas de prevención'],
  },
  {
    icon: GraduationCap,
    title: 'Educación',
    bullets: ['Comunicados a docentes y funcionarios', 'Calendario académico', 'Actividades del campus'],
  },
  {
    icon: Factory,
    title: 'Manufactura',
    bullets: ['Indicadores de producción en planta', 'Días sin accidentes y seguridad', 'Cambios de turno'],
  },
];
