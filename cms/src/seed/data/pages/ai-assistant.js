'use strict';

/**
 * /servicios/asistente-ia (docs/site.md §2 "AI assistant"), built from sections: the page's copy and LIA's sample
 * conversation as the site showed them when its words lived in code, in the same order.
 */
module.exports = {
  path: '/servicios/asistente-ia',
  title: 'Asistente IA',
  description:
    'LIA, el asistente virtual con inteligencia artificial de LINX: atiende a tus clientes 24/7, automatiza procesos y libera a tu equipo para lo importante.',
  keywords: 'asistente virtual, inteligencia artificial, automatización, chatbot, atención al cliente',
  noindex: false,
  schemaType: 'Service',
  sections: [
    {
      __component: 'sections.page-hero',
      title: 'LIA',
      subtitle: 'Asistente IA',
      lead: 'Un asistente virtual que entiende a tus clientes y colaboradores, responde en segundos a cualquier hora y resuelve tareas de principio a fin.',
      chat: {
        name: 'LIA',
        label: 'Conversación de ejemplo entre un cliente y LIA',
        messages: [
          { from: 'assistant', text: '¡Hola! Soy LIA, tu asistente virtual. ¿En qué te puedo ayudar hoy?' },
          { from: 'user', text: 'Quiero saber el estado de mi pedido 4587.' },
          { from: 'assistant', text: 'Tu pedido 4587 salió hoy a las 10:32 y llegará mañana entre 9:00 y 13:00.' },
          { from: 'user', text: '¿Puedo cambiar la dirección de entrega?' },
          { from: 'assistant', text: 'Claro. Te envié un enlace seguro a tu correo para actualizarla. ¿Algo más?' },
          { from: 'user', text: '¡Eso es todo, gracias!' },
        ],
      },
      actions: [{ kind: 'consultancy', variant: 'primary' }],
    },
    {
      __component: 'sections.feature-grid',
      eyebrow: 'Características principales',
      title: 'Inteligencia que trabaja por tu equipo',
      tone: 'light',
      columns: 'four',
      iconTone: 'accent',
      items: [
        { icon: 'BrainCircuit', title: 'Aprendizaje automático', description: 'LIA aprende de cada conversación y de tus documentos para responder cada día mejor.' },
        { icon: 'Clock', title: 'Asistente virtual 24/7', description: 'Atiende por web, WhatsApp y canales internos todos los días, a toda hora.' },
        { icon: 'LineChart', title: 'Análisis predictivo', description: 'Anticipa la demanda, detecta patrones y sugiere la siguiente mejor acción.' },
        { icon: 'Workflow', title: 'Automatización inteligente', description: 'Ejecuta tareas en tus sistemas: agenda, registra, consulta y notifica sin intervención.' },
      ],
    },
    {
      __component: 'sections.stat-cards',
      eyebrow: 'Beneficios clave',
      title: 'Resultados medibles desde el primer mes',
      tone: 'dark',
      items: [
        { icon: 'TrendingUp', value: '+45%', label: 'ROI', context: 'retorno sobre la inversión en atención y operación.' },
        { icon: 'Smile', value: '+60%', label: 'satisfacción', context: 'de clientes que obtienen respuesta inmediata.' },
        { icon: 'Timer', value: '-40%', label: 'tiempo', context: 'en tareas repetitivas de tu equipo.' },
      ],
      actions: [{ kind: 'consultancy', variant: 'primary' }],
    },
    {
      __component: 'sections.use-case-cards',
      eyebrow: 'Casos de uso',
      title: 'Un asistente, muchas áreas de tu empresa',
      tone: 'soft',
      columns: 'three',
      items: [
        {
          icon: 'Headset',
          title: 'Atención al cliente',
          bullets: 'Respuestas inmediatas a preguntas frecuentes\nSeguimiento de pedidos y reclamos\nDerivación a un ejecutivo con contexto',
        },
        {
          icon: 'Wrench',
          title: 'Soporte técnico',
          bullets: 'Diagnóstico guiado paso a paso\nCreación automática de tickets\nBase de conocimiento siempre al día',
        },
        {
          icon: 'FileText',
          title: 'Procesamiento de documentos',
          bullets: 'Lectura de facturas y formularios\nExtracción y validación de datos\nResúmenes de contratos e informes',
        },
        {
          icon: 'Zap',
          title: 'Automatización de procesos',
          bullets: 'Flujos de aprobación\nRegistro en ERP y CRM\nAlertas y recordatorios automáticos',
        },
        {
          icon: 'UserCog',
          title: 'Recursos humanos',
          bullets: 'Certificados y cartas laborales\nConsultas de vacaciones y beneficios\nInducción de nuevos colaboradores',
        },
        {
          icon: 'Megaphone',
          title: 'Ventas y marketing',
          bullets: 'Calificación de prospectos\nRecomendación de productos\nAgendamiento de reuniones comerciales',
        },
      ],
    },
  ],
};
