'use strict';

/**
 * /servicios/gestion-contenidos (docs/site.md §2 "Content management"), built from sections: the page's copy,
 * illustrations and plans as the site showed them when its words lived in code, in the same order.
 */
module.exports = {
  path: '/servicios/gestion-contenidos',
  title: 'Gestión de Contenidos',
  description:
    'Cloud Signage LITE y PLUS: administra desde la nube los contenidos de todas tus pantallas, programa campañas y monitorea cada equipo en tiempo real.',
  keywords:
    'gestión de contenidos, cloud signage, CMS para pantallas, programación de contenidos, cartelería digital, diseño de contenidos',
  noindex: false,
  schemaType: 'Service',
  sections: [
    {
      __component: 'sections.page-hero',
      eyebrow: 'Cloud Signage',
      title: 'Gestión de contenidos para todas tus pantallas, desde la nube',
      lead: 'Publica, programa y controla lo que muestran tus pantallas desde cualquier navegador. Un cambio de precio o una campaña nueva llega a toda la red en minutos.',
      image: {
        file: 'services/cms-hero.svg',
        alt: 'Panel de gestión en la nube publicando contenidos en pantallas de distintas sucursales',
      },
      actions: [
        { kind: 'consultancy', variant: 'primary' },
        { kind: 'anchor', label: 'Ver planes', target: 'planes', variant: 'secondary' },
      ],
    },
    {
      __component: 'sections.feature-grid',
      eyebrow: 'El servicio',
      title: 'Todo lo que necesitas para operar tu red',
      lead: 'Una plataforma pensada para equipos de marketing y operaciones, sin conocimientos técnicos.',
      tone: 'light',
      columns: 'four',
      iconTone: 'accent',
      items: [
        { icon: 'CalendarClock', title: 'Programación inteligente', description: 'Define qué se muestra según la hora, el día, la sucursal o el tipo de pantalla.' },
        { icon: 'MonitorSmartphone', title: 'Gestión centralizada', description: 'Administra una pantalla o cientos desde un mismo panel, con permisos por usuario.' },
        { icon: 'LayoutTemplate', title: 'Plantillas y widgets', description: 'Clima, noticias, redes sociales, video y menús listos para usar en tus diseños.' },
        { icon: 'MonitorCheck', title: 'Monitoreo en línea', description: 'Conoce el estado de cada equipo y recibe alertas antes de que alguien note una falla.' },
      ],
    },
    {
      __component: 'sections.plan-cards',
      eyebrow: 'Planes',
      title: 'Elige el plan que se ajusta a tu operación',
      lead: 'Ambos incluyen licencia de la plataforma, soporte y actualizaciones continuas.',
      anchor: 'planes',
      tone: 'soft',
      cardAction: { kind: 'consultancy', label: 'Solicitar información', variant: 'primary' },
      items: [
        {
          name: 'Cloud Signage LITE',
          tagline: 'Para comenzar con pocas pantallas',
          description: 'Lo esencial para publicar y programar contenidos en tiendas, oficinas o salas de espera.',
          features:
            'Gestión web de contenidos e imágenes\nProgramación por día y horario\nPlantillas prediseñadas\nReproducción sin conexión\nSoporte por correo',
          featured: false,
        },
        {
          name: 'Cloud Signage PLUS',
          tagline: 'Para redes que crecen',
          description: 'Todo lo del plan LITE más herramientas avanzadas para redes multi-sucursal y campañas complejas.',
          features:
            'Todo lo incluido en LITE\nGrupos de pantallas y usuarios con roles\nWidgets en vivo e integraciones por API\nMonitoreo y alertas en tiempo real\nReportes de reproducción (proof of play)\nAcompañamiento en la configuración de la red',
          featured: true,
          badge: 'Más completo',
        },
      ],
    },
    {
      __component: 'sections.stat-cards',
      eyebrow: 'Beneficios clave',
      title: 'Resultados que se notan en tus puntos de venta',
      tone: 'dark',
      items: [
        { icon: 'TrendingUp', value: '+40%', label: 'recordación de promociones', context: 'frente a la cartelería impresa tradicional.' },
        { icon: 'Zap', value: '+60%', label: 'agilidad en actualizaciones', context: 'de campañas y precios, sin imprimir ni trasladar material.' },
        { icon: 'Smile', value: '95%', label: 'de satisfacción', context: 'de nuestros clientes con la plataforma y el soporte.' },
      ],
    },
    {
      __component: 'sections.split-media',
      eyebrow: 'Creación de contenidos',
      title: '¿No tienes contenidos? Los diseñamos por ti',
      lead: 'Nuestro equipo creativo produce piezas pensadas para pantallas: legibles a distancia, en movimiento y alineadas con tu marca.',
      tone: 'light',
      bullets:
        'Diseño gráfico y animaciones para cada formato\nEdición de video y motion graphics\nMenús digitales y plantillas de precios\nAdaptación a pantallas verticales, videowalls y LED',
      image: { file: 'services/content-creation.svg', alt: 'Mesa de diseño con piezas gráficas y animaciones para pantallas' },
      reverse: false,
      actions: [{ kind: 'consultancy', label: 'Cotizar contenidos', variant: 'primary' }],
    },
    {
      __component: 'sections.cta-band',
      title: 'Tus pantallas, siempre con el mensaje correcto',
      lead: 'Te mostramos la plataforma funcionando con tus propios contenidos.',
      actions: [
        { kind: 'consultancy', label: 'Agendar una demostración', variant: 'primary' },
        { kind: 'link', label: 'Contáctanos', target: '/contacto', variant: 'secondary' },
      ],
    },
  ],
};
