import { paths } from '@linx/shared';
import {
  BarChart3,
  BrainCircuit,
  CalendarClock,
  Clock,
  FileText,
  Languages,
  MessagesSquare,
  Plug,
  Search,
  ShieldCheck,
  Workflow,
} from 'lucide-react';
import type { FeatureItem } from '../sections/feature-grid';
import type { StepItem } from '../sections/numbered-steps';
import type { SectionAction } from '../sections/section-actions';
import type { StatItem } from '../sections/stat-cards';
import heroImage from '../assets/pages/productivity-hero.svg';

export const productivitySeo = {
  title: 'Impulsa tu productividad',
  description:
    'Asistentes de IA y automatización de procesos para empresas: documentos, agenda, flujos de trabajo y comunicación interna con resultados medibles.',
  keywords: [
    'productividad',
    'automatización de procesos',
    'asistente virtual',
    'inteligencia artificial',
    'LIA',
    'LINX',
  ],
  path: paths.productivity,
} as const;

export const productivityHero = {
  eyebrow: 'Productividad',
  title: 'Impulsa tu productividad',
  lead: 'Automatiza tareas repetitivas con inteligencia artificial y devuelve a tu equipo tiempo para lo que de verdad importa: clientes, ideas y decisiones.',
  actions: [
    { kind: 'consultancy' },
    { kind: 'link', label: 'Conocer a LIA', to: paths.aiAssistant },
  ] satisfies readonly SectionAction[],
  image: {
    src: heroImage,
    alt: 'Tablero de productividad con la asistente LIA y procesos automáticos',
    width: 640,
    height: 520,
  },
};

export const assistantCapabilities = {
  eyebrow: 'Asistente virtual LIA',
  title: 'Un asistente que trabaja contigo, no en lugar de ti',
  lead: 'LIA entiende preguntas en lenguaje natural, consulta tus sistemas y resuelve tareas completas en segundos.',
  items: [
    {
      icon: MessagesSquare,
      title: 'Conversa de forma natural',
      description: 'Responde por web, WhatsApp, correo y tótems con el tono de tu marca.',
    },
    {
      icon: Clock,
      title: 'Atención continua',
      description: 'Responde también fuera de horario y en los momentos de más consultas, sin sumar carga al equipo.',
    },
    {
      icon: Search,
      title: 'Encuentra la información',
      description: 'Busca en manuales, políticas y fichas para dar respuestas exactas.',
    },
    {
      icon: Plug,
      title: 'Se integra con tus sistemas',
      description: 'Conecta con CRM, ERP, agenda y planillas que ya usas.',
    },
    {
      icon: Languages,
      title: 'Habla varios idiomas',
      description: 'Atiende a clientes y turistas en español, inglés y portugués.',
    },
    {
      icon: ShieldCheck,
      title: 'Seguro y controlado',
      description: 'Permisos por rol, registros de actividad y datos alojados de forma segura.',
    },
  ] satisfies readonly FeatureItem[],
};

export const automationCategories = {
  eyebrow: 'Qué automatizamos',
  title: 'Cuatro frentes donde se gana tiempo',
  lead: 'Empezamos por los procesos que más tiempo consumen y escalamos a partir de los primeros resultados.',
  items: [
    {
      icon: FileText,
      title: 'Documentos',
      description: 'Lectura, clasificación y generación de documentos sin digitación manual.',
      bullets: ['Facturas y órdenes de compra', 'Contratos y cotizaciones', 'Informes automáticos'],
    },
    {
      icon: CalendarClock,
      title: 'Agendamiento',
      description: 'Reservas, recordatorios y reprogramaciones que se gestionan solas.',
      bullets: ['Citas y visitas técnicas', 'Recordatorios por WhatsApp', 'Calendarios sincronizados'],
    },
    {
      icon: Workflow,
      title: 'Automatización de procesos',
      description: 'Flujos que mueven datos y aprobaciones entre áreas y sistemas.',
      bullets: ['Aprobaciones y solicitudes', 'Integración entre sistemas', 'Alertas y seguimiento'],
    },
    {
      icon: MessagesSquare,
      title: 'Comunicación',
      description: 'Mensajes a clientes y colaboradores en el canal y momento adecuados.',
      bullets: ['Respuestas a preguntas frecuentes', 'Avisos a equipos y sucursales', 'Encuestas de satisfacción'],
    },
  ] satisfies readonly FeatureItem[],
};

export const workflow = {
  eyebrow: 'Flujo de trabajo',
  title: 'Así ponemos a trabajar la automatización',
  lead: 'Un método simple para pasar de la idea a resultados medibles en semanas, no meses.',
  steps: [
    {
      icon: Search,
      title: 'Diagnóstico',
      description: 'Mapeamos tus procesos y elegimos los que más tiempo y errores generan.',
    },
    {
      icon: BrainCircuit,
      title: 'Diseño del flujo',
      description: 'Definimos reglas, integraciones y el rol del asistente en cada paso.',
    },
    { icon: Plug, title: 'Integración', description: 'Conectamos LIA con tus sistemas y lo probamos con tu equipo.' },
    {
      icon: BarChart3,
      title: 'Medición y mejora',
      description: 'Seguimos indicadores y ajustamos el flujo para ganar cada mes.',
    },
  ] satisfies readonly StepItem[],
};

export const measurableResults = {
  eyebrow: 'Resultados medibles',
  title: 'Lo que logran nuestros clientes',
  lead: 'Lo que logran las empresas que automatizan sus procesos con LINX.',
  stats: [
    { value: '+45%', label: 'Retorno de inversión', context: 'en atención y operación' },
    { value: '+60%', label: 'Satisfacción', context: 'de clientes atendidos por LIA' },
    { value: '−40%', label: 'Tiempo en tareas', context: 'administrativas y repetitivas' },
    { value: '+60%', label: 'Productividad', context: 'de los equipos que automatizan' },
  ] satisfies readonly StatItem[],
};

export const productivityCta = {
  title: '¿Qué tarea te gustaría no volver a hacer?',
  lead: 'Cuéntanos cuál y te mostramos cómo automatizarla en una consultoría.',
  actions: [
    { kind: 'consultancy' },
    { kind: 'link', label: 'Escríbenos', to: paths.contact },
  ] satisfies readonly SectionAction[],
};
