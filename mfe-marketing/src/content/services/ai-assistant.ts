import {
  BrainCircuit,
  Clock,
  FileText,
  Headset,
  LineChart,
  Megaphone,
  Smile,
  TrendingUp,
  Timer,
  UserCog,
  Wrench,
  Workflow,
  Zap,
} from 'lucide-react';
import type { ChatMessage } from '../../sections/chat-mockup';
import type { FeatureItem } from '../../sections/feature-grid';
import type { SectionAction } from '../../sections/section-actions';
import type { StatItem } from '../../sections/stat-cards';
import type { UseCaseItem } from '../../sections/use-case-cards';
import type { PageMeta, SectionCopy } from './types';

export const aiAssistantMeta: PageMeta = {
  title: 'Asistente IA',
  description:
    'LIA, el asistente virtual con inteligencia artificial de LINX: atiende a tus clientes 24/7, automatiza procesos y libera a tu equipo para lo importante.',
  keywords: ['asistente virtual', 'inteligencia artificial', 'automatización', 'chatbot', 'atención al cliente'],
};

export const aiAssistantHero = {
  name: 'LIA',
  subtitle: 'Asistente IA',
  lead: 'Un asistente virtual que entiende a tus clientes y colaboradores, responde en segundos a cualquier hora y resuelve tareas de principio a fin.',
  actions: [{ kind: 'consultancy' }] as readonly SectionAction[],
};

export const liaChat = {
  label: 'Conversación de ejemplo entre un cliente y LIA',
  messages: [
    { from: 'assistant', text: '¡Hola! Soy LIA, tu asistente virtual. ¿En qué te puedo ayudar hoy?' },
    { from: 'user', text: 'Quiero saber el estado de mi pedido 4587.' },
    { from: 'assistant', text: 'Tu pedido 4587 salió hoy a las 10:32 y llegará mañana entre 9:00 y 13:00.' },
    { from: 'user', text: '¿Puedo cambiar la dirección de entrega?' },
    { from: 'assistant', text: 'Claro. Te envié un enlace seguro a tu correo para actualizarla. ¿Algo más?' },
    { from: 'user', text: '¡Eso es todo, gracias!' },
  ] as readonly ChatMessage[],
};

export const featuresCopy: SectionCopy = {
  eyebrow: 'Características principales',
  title: 'Inteligencia que trabaja por tu equipo',
};

export const features: readonly FeatureItem[] = [
  {
    icon: BrainCircuit,
    title: 'Aprendizaje automático',
    description: 'LIA aprende de cada conversación y de tus documentos para responder cada día mejor.',
  },
  {
    icon: Clock,
    title: 'Asistente virtual 24/7',
    description: 'Atiende por web, WhatsApp y canales internos todos los días, a toda hora.',
  },
  {
    icon: LineChart,
    title: 'Análisis predictivo',
    description: 'Anticipa la demanda, detecta patrones y sugiere la siguiente mejor acción.',
  },
  {
    icon: Workflow,
    title: 'Automatización inteligente',
    description: 'Ejecuta tareas en tus sistemas: agenda, registra, consulta y notifica sin intervención.',
  },
];

export const benefitsCopy: SectionCopy = {
  eyebrow: 'Beneficios clave',
  title: 'Resultados medibles desde el primer mes',
};

export const benefits: readonly StatItem[] = [
  { icon: TrendingUp, value: '+45%', label: 'ROI', context: 'retorno sobre la inversión en atención y operación.' },
  { icon: Smile, value: '+60%', label: 'satisfacción', context: 'de clientes que obtienen respuesta inmediata.' },
  { icon: Timer, value: '-40%', label: 'tiempo', context: 'en tareas repetitivas de tu equipo.' },
];

export const benefitsActions: readonly SectionAction[] = [{ kind: 'consultancy' }];

export const useCasesCopy: SectionCopy = {
  eyebrow: 'Casos de uso',
  title: 'Un asistente, muchas áreas de tu empresa',
};

export const useCases: readonly UseCaseItem[] = [
  {
    icon: Headset,
    title: 'Atención al cliente',
    bullets: [
      'Respuestas inmediatas a preguntas frecuentes',
      'Seguimiento de pedidos y reclamos',
      'Derivación a un ejecutivo con contexto',
    ],
  },
  {
    icon: Wrench,
    title: 'Soporte técnico',
    bullets: [
      'Diagnóstico guiado paso a paso',
      'Creación automática de tickets',
      'Base de conocimiento siempre al día',
    ],
  },
  {
    icon: FileText,
    title: 'Procesamiento de documentos',
    bullets: [
      'Lectura de facturas y formularios',
      'Extracción y validación de datos',
      'Resúmenes de contratos e informes',
    ],
  },
  {
    icon: Zap,
    title: 'Automatización de procesos',
    bullets: ['Flujos de aprobación', 'Registro en ERP y CRM', 'Alertas y recordatorios automáticos'],
  },
  {
    icon: UserCog,
    title: 'Recursos humanos',
    bullets: [
      'Certificados y cartas laborales',
      'Consultas de vacaciones y beneficios',
      'Inducción de nuevos colaboradores',
    ],
  },
  {
    icon: Megaphone,
    title: 'Ventas y marketing',
    bullets: ['Calificación de prospectos', 'Recomendación de productos', 'Agendamiento de reuniones comerciales'],
  },
];
