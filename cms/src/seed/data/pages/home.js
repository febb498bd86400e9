'use strict';

/**
 * The home, / (docs/site.md §3), built from sections: its copy, illustrations, services carousel and featured
 * products as the site showed them when its words lived in code, in the same order. The client logos are the
 * CMS's client collection; the hero's phrases change every 3 s.
 */
module.exports = {
  path: '/',
  label: 'Inicio',
  title: 'Cartelería digital, medición de audiencia e IA para empresas',
  description:
    'LINX conecta marcas con su audiencia: señalización digital, gestión de contenidos en la nube, Lift and Learn, medición de audiencia y asistentes de IA para empresas en Chile.',
  keywords: 'cartelería digital, señalización digital, pantallas interactivas, medición de audiencia, asistente IA, Chile',
  noindex: false,
  schemaType: 'WebPage',
  sections: [
    {
      __component: 'sections.page-hero',
      eyebrow: 'Everything about links',
      title: 'Creamos vínculos entre',
      phrases: 'tu marca y tu audiencia\ntus equipos y la tecnología\ntu negocio y sus asesores',
      lead: 'Pantallas, contenidos, datos e inteligencia artificial que trabajan juntos para retail, centros comerciales, salud, educación y empresas de todo Chile.',
      image: { file: 'pages/home-hero.svg', alt: 'Videowall, tótem interactivo y tablero de audiencia conectados entre sí' },
      actions: [
        { kind: 'link', label: 'Contacta con un asesor', target: '/contacto', variant: 'primary' },
        { kind: 'link', label: 'Ver productos', target: '/productos', variant: 'secondary' },
      ],
      highlights: [
        { value: 'Pantallas', label: 'cartelería, videowalls y LED' },
        { value: 'Datos', label: 'medición de audiencia' },
        { value: 'IA', label: 'asistentes y automatización' },
      ],
    },
    {
      __component: 'sections.concept-columns',
      eyebrow: 'Dos formas de crecer',
      title: 'Tecnología pensada para tus clientes y para tu equipo',
      lead: 'Elegimos, instalamos y operamos las soluciones que necesitas, con un solo interlocutor de principio a fin.',
      tone: 'soft',
      columns: [
        {
          eyebrow: 'Experiencia al cliente',
          title: 'Conecta con tu audiencia',
          lead: 'Capta la atención en el momento justo y convierte cada visita en una experiencia que se recuerda.',
          tone: 'accent',
          link: { kind: 'link', label: 'Conocer experiencia al cliente', target: '/experiencia-cliente', variant: 'primary' },
          cards: [
            { icon: 'MonitorPlay', title: 'Señalización digital', description: 'Pantallas, videowalls y LED con contenido que cambia al ritmo de tu negocio.' },
            { icon: 'Hand', title: 'Interacción en tienda', description: 'Tótems y góndolas Lift and Learn que responden cuando el cliente toma un producto.' },
            { icon: 'ScanEye', title: 'Medición de audiencia', description: 'Sabe cuántas personas miran tus pantallas, cuánto tiempo y qué les interesa.' },
            { icon: 'Timer', title: 'Filas más cortas', description: 'Gestión de turnos y mensajes que hacen la espera más breve y más útil.' },
          ],
        },
        {
          eyebrow: 'Productividad',
          title: 'Impulsa tu productividad',
          lead: 'Automatiza lo repetitivo y deja que tu equipo se concentre en lo que realmente aporta valor.',
          tone: 'info',
          link: { kind: 'link', label: 'Conocer productividad', target: '/productividad', variant: 'primary' },
          cards: [
            { icon: 'Bot', title: 'Asistente con IA', description: 'LIA responde consultas, agenda reuniones y deriva a tu equipo los casos que lo necesitan.' },
            { icon: 'Workflow', title: 'Procesos automáticos', description: 'Flujos que mueven datos entre tus sistemas sin planillas ni copias manuales.' },
            { icon: 'Users', title: 'Comunicación interna', description: 'Pantallas corporativas que alinean a equipos, turnos y sucursales.' },
            { icon: 'Cloud', title: 'Nube segura', description: 'Arquitectura, migración y monitoreo en la nube con costos bajo control.' },
          ],
        },
      ],
    },
    {
      __component: 'sections.service-carousel',
      eyebrow: 'Soluciones LINX',
      title: 'Nuestros Servicios',
      lead: 'Cinco servicios que se integran entre sí para que cada pantalla, dato y conversación sume.',
      tone: 'light',
      carouselLabel: 'Servicios de LINX',
      moreLabel: 'Conocer más',
      slides: [
        {
          image: { file: 'pages/service-signage.svg', alt: 'Tienda con pantallas de precios y promociones sobre las góndolas' },
          icon: 'MonitorPlay',
          categories: 'Experiencia al Cliente',
          title: 'Señalización Digital',
          description:
            'Pantallas de cartelería, videowalls, LED y tótems instalados y operados por nuestro equipo, con contenido que se actualiza en segundos en todas tus sucursales.',
          target: '/servicios/senalizacion-digital',
        },
        {
          image: { file: 'pages/service-content.svg', alt: 'Plataforma en la nube enviando contenidos a varias pantallas' },
          icon: 'Cloud',
          categories: 'Experiencia al Cliente\nProductividad',
          title: 'Gestión de Contenidos',
          description:
            'Programa campañas por horario, zona o pantalla desde una plataforma en la nube. Planes Cloud Signage LITE y PLUS para redes de cualquier tamaño.',
          target: '/servicios/gestion-contenidos',
        },
        {
          image: { file: 'pages/service-lift.svg', alt: 'Mano levantando un producto mientras la pantalla muestra su información' },
          icon: 'Hand',
          categories: 'Experiencia al Cliente\nRetail',
          title: 'Lift and Learn',
          description:
            'Con ScreenTrigger, cuando un cliente levanta un producto la pantalla muestra al instante su ficha, comparativas y promociones.',
          target: '/servicios/lift-and-learn',
        },
        {
          image: { file: 'pages/service-audience.svg', alt: 'Sensor sobre una pantalla contando personas y tablero con métricas de atención' },
          icon: 'ScanEye',
          categories: 'Experiencia al Cliente\nAnalítica',
          title: 'Medición de Audiencia',
          description:
            'AdReactiON mide de forma anónima quién mira tus pantallas, cuánto tiempo y con qué atención, para que inviertas en el contenido que funciona.',
          target: '/servicios/medicion-audiencia',
        },
        {
          image: { file: 'pages/service-assistant.svg', alt: 'Tótem con la asistente virtual LIA conversando con un cliente' },
          icon: 'Bot',
          categories: 'Productividad\nInteligencia Artificial',
          title: 'Asistente IA',
          description:
            'LIA, nuestra asistente virtual, atiende a clientes y colaboradores en web, WhatsApp y tótems, aprende de tu negocio y trabaja sin pausa.',
          target: '/servicios/asistente-ia',
        },
      ],
    },
    {
      __component: 'sections.numbered-steps',
      eyebrow: 'Cómo trabajamos',
      title: 'De la idea a la operación en cuatro pasos',
      lead: 'Un mismo equipo te acompaña desde el primer boceto hasta la mejora continua.',
      tone: 'soft',
      steps: [
        { icon: 'PenTool', title: 'Diseño', description: 'Entendemos tus objetivos, recorremos tus espacios y proponemos la solución y el contenido adecuados.' },
        { icon: 'Wrench', title: 'Implementación', description: 'Instalamos equipos, configuramos la plataforma y dejamos todo funcionando en plazos acordados.' },
        { icon: 'GraduationCap', title: 'Entrenamiento', description: 'Capacitamos a tu equipo para publicar, medir y sacar partido a cada pantalla desde el primer día.' },
        { icon: 'LifeBuoy', title: 'Acompañamiento', description: 'Monitoreo, soporte y reportes periódicos para que la solución siga rindiendo con el tiempo.' },
      ],
    },
    {
      __component: 'sections.split-media',
      eyebrow: 'Inteligencia en el punto de venta',
      title: 'Entiende qué pasa frente a cada góndola',
      lead: 'Sensores anónimos y analítica en tiempo real convierten el flujo de personas en decisiones: dónde ubicar una pantalla, qué mensaje mostrar y cuándo reforzar la atención.',
      tone: 'light',
      bullets:
        'Mapas de calor de las zonas más visitadas\nConteo de visitas, atención y tiempo de permanencia\nContenido que cambia según la audiencia presente\nReportes claros para marketing y operaciones',
      image: {
        file: 'pages/pos-intelligence.svg',
        alt: 'Mapa de calor de una sala de ventas junto a indicadores de conversión y tiempo de espera',
      },
      reverse: false,
      actions: [{ kind: 'link', label: 'Conocer medición de audiencia', target: '/servicios/medicion-audiencia', variant: 'primary' }],
    },
    {
      __component: 'sections.split-media',
      eyebrow: 'Automatización e inteligencia artificial',
      title: 'Tu equipo, libre de tareas repetitivas',
      lead: 'Combinamos asistentes de IA y flujos automáticos para responder más rápido, ordenar la información y atender a más personas sin sumar carga al equipo.',
      tone: 'dark',
      bullets:
        'Respuestas inmediatas en web, WhatsApp y tótems\nAgenda, documentos y aprobaciones que avanzan solos\nIntegración con tu CRM y tus sistemas actuales',
      stats: [
        { icon: 'MessagesSquare', value: '95%', label: 'Satisfacción', context: 'de los usuarios que conversan con LIA' },
        { icon: 'Zap', value: '+40%', label: 'Eficiencia operativa', context: 'en equipos que automatizan sus procesos' },
        { icon: 'ListChecks', value: '+60%', label: 'Consultas resueltas', context: 'sin intervención humana' },
      ],
      image: { file: 'pages/automation.svg', alt: 'La asistente LIA conectada con documentos, agenda, procesos y mensajes' },
      reverse: true,
      actions: [{ kind: 'link', label: 'Conocer el asistente IA', target: '/servicios/asistente-ia', variant: 'primary' }],
    },
    {
      __component: 'sections.link-cards',
      eyebrow: 'Productos destacados',
      title: 'Soluciones listas para implementar',
      lead: 'Las herramientas que más piden nuestros clientes, probadas en puntos de venta reales.',
      tone: 'light',
      linkLabel: 'Ver solución',
      items: [
        {
          image: { file: 'pages/product-audience.svg', alt: '' },
          title: 'Medición de Audiencia',
          description: 'AdReactiON mide impresiones, atención y recuerdo de marca frente a tus pantallas.',
          target: '/servicios/medicion-audiencia',
        },
        {
          image: { file: 'pages/product-lift.svg', alt: '' },
          title: 'Lift and Learn',
          description: 'ScreenTrigger activa contenido en pantalla cuando el cliente toma un producto.',
          target: '/servicios/lift-and-learn',
        },
        {
          image: { file: 'pages/product-cloud.svg', alt: '' },
          title: 'Cloud Digital Signage PLUS',
          description: 'Gestión centralizada de contenidos, horarios y reportes para redes de pantallas.',
          target: '/servicios/gestion-contenidos',
        },
        {
          image: { file: 'pages/product-assistant.svg', alt: '' },
          title: 'Asistente IA',
          description: 'LIA atiende a tus clientes en web, WhatsApp y tótems de autoatención.',
          target: '/servicios/asistente-ia',
        },
      ],
    },
    {
      __component: 'sections.client-logos',
      eyebrow: 'Clientes',
      title: 'Empresas que confían en LINX',
      lead: 'Retail, centros comerciales, salud, educación y servicios financieros a lo largo de Chile.',
      tone: 'soft',
    },
    {
      __component: 'sections.cta-band',
      title: '¿Listo para conectar con tu audiencia?',
      lead: 'Cuéntanos tu desafío y un asesor te ayudará a encontrar la solución adecuada.',
      actions: [{ kind: 'link', label: 'Contacta con un asesor', target: '/contacto', variant: 'primary' }],
    },
  ],
};
