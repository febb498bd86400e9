'use strict';

/**
 * /servicios/senalizacion-digital (docs/site.md §2 "Digital signage"), built from sections: the page's copy, hero
 * video and implementation cases as the site showed them when its words lived in code, in the same order.
 */
const HERO_VIDEO_LABEL = 'Animación de un videowall y un tótem digital mostrando contenidos promocionales';

module.exports = {
  path: '/servicios/senalizacion-digital',
  title: 'Señalización Digital',
  description:
    'Cartelería digital llave en mano: pantallas, videowalls, LED y kioscos interactivos administrados desde la nube para retail, restaurantes, malls, empresas, salud y educación.',
  keywords:
    'señalización digital, cartelería digital, digital signage, videowall, pantallas LED, kioscos interactivos, gestión de contenidos en la nube',
  noindex: false,
  schemaType: 'Service',
  sections: [
    {
      __component: 'sections.page-hero',
      eyebrow: 'Cartelería digital',
      title: 'Señalización digital que convierte cada pantalla en una vitrina',
      lead: 'Diseñamos, instalamos y operamos redes de pantallas que informan, venden y sorprenden. Tú decides el mensaje; nosotros nos encargamos de que llegue a tiempo a cada punto.',
      video: [
        { file: 'services/signage-banner.webm', alt: HERO_VIDEO_LABEL },
        { file: 'services/signage-banner.mp4', alt: HERO_VIDEO_LABEL },
      ],
      poster: { file: 'services/signage-banner-poster.png', alt: HERO_VIDEO_LABEL },
      videoTitle: 'Señalización digital en un videowall y un tótem',
      actions: [
        { kind: 'consultancy', variant: 'primary' },
        { kind: 'anchor', label: 'Ver implementaciones', target: 'implementaciones', variant: 'secondary' },
      ],
    },
    {
      __component: 'sections.stat-cards',
      eyebrow: 'Beneficios',
      title: 'Pantallas que trabajan por tu negocio',
      lead: 'Mensajes oportunos en el lugar correcto mejoran la experiencia de compra y la percepción de tu marca.',
      tone: 'soft',
      items: [
        { icon: 'Repeat', value: '90%', label: 'vuelve a comprar', context: 'de los clientes regresa tras una experiencia positiva en tienda.' },
        { icon: 'Timer', value: '-40%', label: 'espera percibida', context: 'contenido entretenido hace más corta la fila y la sala de espera.' },
        { icon: 'CalendarClock', value: '24/7', label: 'contenido siempre al día', context: 'programación automática por horario, día y ubicación.' },
        { icon: 'Cpu', value: '99,9%', label: 'precisión de reproducción', context: 'cada pieza se emite cuando y donde fue programada.' },
      ],
    },
    {
      __component: 'sections.feature-grid',
      eyebrow: 'Casos de aplicación',
      title: 'Una solución para cada industria',
      lead: 'Adaptamos pantallas, formatos y contenidos al recorrido de tus clientes, pacientes, estudiantes o colaboradores.',
      tone: 'light',
      columns: 'three',
      iconTone: 'accent',
      items: [
        { icon: 'ShoppingBag', title: 'Retail', description: 'Promociones dinámicas, precios actualizados al instante y vitrinas que atraen tráfico a la tienda.' },
        { icon: 'UtensilsCrossed', title: 'Restaurantes', description: 'Menu boards digitales que cambian según el horario y destacan combos de mayor margen.' },
        { icon: 'Building2', title: 'Malls', description: 'Directorios interactivos, circuitos publicitarios y campañas para locatarios en puntos de alto flujo.' },
        { icon: 'Briefcase', title: 'Corporativo', description: 'Comunicación interna, indicadores y bienvenida a visitas en recepciones y espacios comunes.' },
        { icon: 'HeartPulse', title: 'Salud', description: 'Gestión de turnos, orientación de pacientes y contenidos de prevención en salas de espera.' },
        { icon: 'GraduationCap', title: 'Educación', description: 'Avisos del campus, horarios y difusión de actividades en pasillos, bibliotecas y casinos.' },
      ],
    },
    {
      __component: 'sections.numbered-steps',
      eyebrow: 'Arquitectura de la solución',
      title: 'Cuatro etapas, un solo responsable',
      lead: 'Acompañamos todo el ciclo: desde la idea del contenido hasta la pantalla encendida y medida.',
      tone: 'dark',
      steps: [
        { icon: 'Palette', title: 'Creación de contenidos', description: 'Piezas gráficas, video y plantillas adaptadas a cada formato y orientación de pantalla.' },
        { icon: 'CloudUpload', title: 'Gestión en la nube', description: 'Una plataforma central para programar, aprobar y publicar en una o mil pantallas.' },
        { icon: 'MonitorPlay', title: 'Distribución y reproducción', description: 'Reproductores que descargan, guardan en caché y emiten aun sin conexión.' },
        { icon: 'Tv', title: 'Visualización y monitoreo', description: 'Pantallas profesionales supervisadas en línea, con alertas y soporte técnico.' },
      ],
    },
    {
      __component: 'sections.feature-grid',
      eyebrow: 'Tipos de pantallas',
      title: 'El formato adecuado para cada espacio',
      lead: 'Trabajamos con equipos profesionales pensados para operar muchas horas al día.',
      tone: 'light',
      columns: 'four',
      iconTone: 'info',
      items: [
        {
          icon: 'LayoutPanelTop',
          title: 'Pantallas independientes',
          description: 'Monitores profesionales de pared, techo o piso para comunicar en cualquier punto.',
          bullets: 'Horizontal o vertical\nOperación 16/7 o 24/7',
        },
        {
          icon: 'Grid3x3',
          title: 'Videowalls',
          description: 'Varias pantallas de marco ultradelgado que forman una sola superficie de gran impacto.',
          bullets: 'Configuraciones 2×2, 3×3 y más\nCalibración de color',
        },
        {
          icon: 'Lightbulb',
          title: 'Pantallas LED',
          description: 'Módulos de alto brillo para fachadas, vitrinas y grandes formatos a la vista del sol.',
          bullets: 'Interior y exterior\nTamaños a medida',
        },
        {
          icon: 'SquareMousePointer',
          title: 'Kioscos interactivos',
          description: 'Tótems táctiles para autoatención, directorios, catálogos y encuestas.',
          bullets: 'Pantalla táctil\nIntegración con tus sistemas',
        },
      ],
      actions: [{ kind: 'link', label: 'Ver catálogo de productos', target: '/productos', variant: 'primary' }],
    },
    {
      __component: 'sections.case-carousel',
      eyebrow: 'Implementaciones',
      title: 'Proyectos que ya están en pantalla',
      lead: 'Algunas de las redes que diseñamos e instalamos para nuestros clientes.',
      anchor: 'implementaciones',
      tone: 'soft',
      carouselLabel: 'Implementaciones de señalización digital',
      slides: [
        {
          image: { file: 'services/ds-case-retail.svg', alt: 'Tienda con pantallas verticales sobre las góndolas mostrando ofertas' },
          kicker: 'Retail',
          title: 'Cadena de tiendas de conveniencia',
          description: 'Red de pantallas en todas sus tiendas, con precios y promociones programados por región y actualizados desde la nube.',
        },
        {
          image: { file: 'services/ds-case-restaurant.svg', alt: 'Mostrador de restaurante con tres pantallas de menú digital' },
          kicker: 'Restaurantes',
          title: 'Menu boards para comida rápida',
          description: 'Menús que cambian solos entre desayuno, almuerzo y cena, y destacan los combos de temporada.',
        },
        {
          image: { file: 'services/ds-case-mall.svg', alt: 'Pasillo de un centro comercial con tótems digitales y un videowall' },
          kicker: 'Malls',
          title: 'Circuito publicitario en centro comercial',
          description: 'Tótems y videowalls en accesos y patios de comida, con pauta comercializada a las marcas locatarias.',
        },
        {
          image: { file: 'services/ds-case-corporate.svg', alt: 'Recepción de oficina con un videowall de bienvenida' },
          kicker: 'Corporativo',
          title: 'Comunicación interna en oficinas centrales',
          description: 'Videowall de bienvenida e indicadores de gestión en pisos y casinos para todos sus colaboradores.',
        },
        {
          image: { file: 'services/ds-case-health.svg', alt: 'Sala de espera de una clínica con una pantalla de turnos' },
          kicker: 'Salud',
          title: 'Gestión de turnos en red de clínicas',
          description: 'Pantallas de llamado y contenidos de prevención que ordenan la espera y reducen consultas en mesón.',
        },
      ],
    },
    {
      __component: 'sections.cta-band',
      title: '¿Listo para encender tu red de pantallas?',
      lead: 'Cuéntanos qué espacios quieres transformar y te proponemos la solución completa.',
      actions: [
        { kind: 'consultancy', variant: 'primary' },
        { kind: 'link', label: 'Escríbenos', target: '/contacto', variant: 'secondary' },
      ],
    },
  ],
};
