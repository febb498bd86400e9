'use strict';

/**
 * /productividad, the productivity landing page, built from sections: its copy and illustration as the site
 * showed them when its words lived in code, in the same order.
 */
module.exports = {
  path: '/productividad',
  title: 'Impulsa tu productividad',
  description:
    'Asistentes de IA y automatización de procesos para empresas: documentos, agenda, flujos de trabajo y comunicación interna con resultados medibles.',
  keywords: 'productividad, automatización de procesos, asistente virtual, inteligencia artificial, LIA, LINX',
  noindex: false,
  schemaType: 'WebPage',
  sections: [
    {
      __component: 'sections.page-hero',
      eyebrow: 'Productividad',
      title: 'Impulsa tu productividad',
      lead: 'Automatiza tareas repetitivas con inteligencia artificial y devuelve a tu equipo tiempo para lo que de verdad importa: clientes, ideas y decisiones.',
      image: { file: 'pages/productivity-hero.svg', alt: 'Tablero de productividad con la asistente LIA y procesos automáticos' },
      actions: [
        { kind: 'consultancy', variant: 'primary' },
        { kind: 'link', label: 'Conocer a LIA', target: '/servicios/asistente-ia', variant: 'secondary' },
      ],
    },
    {
      __component: 'sections.feature-grid',
      eyebrow: 'Asistente virtual LIA',
      title: 'Un asistente que trabaja contigo, no en lugar de ti',
      lead: 'LIA entiende preguntas en lenguaje natural, consulta tus sistemas y resuelve tareas completas en segundos.',
      tone: 'light',
      columns: 'three',
      iconTone: 'info',
      items: [
        { icon: 'MessagesSquare', title: 'Conversa de forma natural', description: 'Responde por web, WhatsApp, correo y tótems con el tono de tu marca.' },
        { icon: 'Clock', title: 'Atención continua', description: 'Responde también fuera de horario y en los momentos de más consultas, sin sumar carga al equipo.' },
        { icon: 'Search', title: 'Encuentra la información', description: 'Busca en manuales, políticas y fichas para dar respuestas exactas.' },
        { icon: 'Plug', title: 'Se integra con tus sistemas', description: 'Conecta con CRM, ERP, agenda y planillas que ya usas.' },
        { icon: 'Languages', title: 'Habla varios idiomas', description: 'Atiende a clientes y turistas en español, inglés y portugués.' },
        { icon: 'ShieldCheck', title: 'Seguro y controlado', description: 'Permisos por rol, registros de actividad y datos alojados de forma segura.' },
      ],
    },
    {
      __component: 'sections.feature-grid',
      eyebrow: 'Qué automatizamos',
      title: 'Cuatro frentes donde se gana tiempo',
      lead: 'Empezamos por los procesos que más tiempo consumen y escalamos a partir de los primeros resultados.',
      tone: 'soft',
      columns: 'four',
      iconTone: 'accent',
      items: [
        {
          icon: 'FileText',
          title: 'Documentos',
          description: 'Lectura, clasificación y generación de documentos sin digitación manual.',
          bullets: 'Facturas y órdenes de compra\nContratos y cotizaciones\nInformes automáticos',
        },
        {
          icon: 'CalendarClock',
          title: 'Agendamiento',
          description: 'Reservas, recordatorios y reprogramaciones que se gestionan solas.',
          bullets: 'Citas y visitas técnicas\nRecordatorios por WhatsApp\nCalendarios sincronizados',
        },
        {
          icon: 'Workflow',
          title: 'Automatización de procesos',
          description: 'Flujos que mueven datos y aprobaciones entre áreas y sistemas.',
          bullets: 'Aprobaciones y solicitudes\nIntegración entre sistemas\nAlertas y seguimiento',
        },
        {
          icon: 'MessagesSquare',
          title: 'Comunicación',
          description: 'Mensajes a clientes y colaboradores en el canal y momento adecuados.',
          bullets: 'Respuestas a preguntas frecuentes\nAvisos a equipos y sucursales\nEncuestas de satisfacción',
        },
      ],
    },
    {
      __component: 'sections.numbered-steps',
      eyebrow: 'Flujo de trabajo',
      title: 'Así ponemos a trabajar la automatización',
      lead: 'Un método simple para pasar de la idea a resultados medibles en semanas, no meses.',
      tone: 'light',
      steps: [
        { icon: 'Search', title: 'Diagnóstico', description: 'Mapeamos tus procesos y elegimos los que más tiempo y errores generan.' },
        { icon: 'BrainCircuit', title: 'Diseño del flujo', description: 'Definimos reglas, integraciones y el rol del asistente en cada paso.' },
        { icon: 'Plug', title: 'Integración', description: 'Conectamos LIA con tus sistemas y lo probamos con tu equipo.' },
        { icon: 'BarChart3', title: 'Medición y mejora', description: 'Seguimos indicadores y ajustamos el flujo para ganar cada mes.' },
      ],
    },
    {
      __component: 'sections.stat-cards',
      eyebrow: 'Resultados medibles',
      title: 'Lo que logran nuestros clientes',
      lead: 'Lo que logran las empresas que automatizan sus procesos con LINX.',
      tone: 'dark',
      items: [
        { value: '+45%', label: 'Retorno de inversión', context: 'en atención y operación' },
        { value: '+60%', label: 'Satisfacción', context: 'de clientes atendidos por LIA' },
        { value: '−40%', label: 'Tiempo en tareas', context: 'administrativas y repetitivas' },
        { value: '+60%', label: 'Productividad', context: 'de los equipos que automatizan' },
      ],
    },
    {
      __component: 'sections.cta-band',
      title: '¿Qué tarea te gustaría no volver a hacer?',
      lead: 'Cuéntanos cuál y te mostramos cómo automatizarla en una consultoría.',
      actions: [
        { kind: 'consultancy', variant: 'primary' },
        { kind: 'link', label: 'Escríbenos', target: '/contacto', variant: 'secondary' },
      ],
    },
  ],
};
