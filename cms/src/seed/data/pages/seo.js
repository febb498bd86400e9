'use strict';

/**
 * /servicios/seo (docs/site.md §2 "SEO/SEM"), built from sections: the page's copy, images and videos as the
 * site showed them when its words lived in code, in the same order. Images and videos are Media Library files
 * of this seed (uploads/services), by file name.
 */
const CONTACT = '/contacto';
const SEM_VIDEO_LABEL = 'Animación de un gráfico de conversiones de Google Ads en crecimiento';

module.exports = {
  path: '/servicios/seo',
  title: 'SEO y SEM',
  description:
    'Posiciona tu negocio en Google con SEO, campañas de Google Ads y marketing digital integral. Estrategia, ejecución y reportes mensuales con resultados medibles.',
  keywords: 'SEO, SEM, posicionamiento web, Google Ads, marketing digital, posicionamiento en Google',
  noindex: false,
  schemaType: 'Service',
  sections: [
    {
      __component: 'sections.page-hero',
      eyebrow: 'SEO y SEM',
      title: 'Posiciona tu Negocio en Google',
      lead: 'Aparece cuando tus clientes te buscan. Combinamos posicionamiento orgánico, publicidad en buscadores y analítica para convertir búsquedas en ventas.',
      image: {
        file: 'services/seo-hero.svg',
        alt: 'Resultados de búsqueda de Google con tu sitio en el primer lugar y un gráfico de visitas en alza',
      },
      actions: [{ kind: 'anchor', label: 'Quiero posicionar mi negocio', target: 'contacto-seo', variant: 'primary' }],
      partner: {
        intro: 'En alianza con',
        name: 'Rankea Digital',
        text: 'Agencia especializada en posicionamiento orgánico, con más de una década llevando marcas chilenas al primer lugar de Google.',
        logo: { file: 'services/seo-partner-rankea.svg', alt: 'Rankea Digital' },
      },
    },
    {
      __component: 'sections.media-cards',
      eyebrow: 'Servicios',
      title: 'Nuestros Servicios',
      lead: 'Tres formas de crecer en buscadores, solas o combinadas en un mismo plan.',
      tone: 'soft',
      cardAction: { kind: 'link', label: 'Solicitar información', target: CONTACT, variant: 'primary' },
      items: [
        {
          title: 'Posicionamiento orgánico SEO',
          description: 'Optimizamos tu sitio y su contenido para escalar posiciones en Google de forma sostenible.',
          features: 'Auditoría técnica y de velocidad\nInvestigación de palabras clave\nContenidos y enlaces de calidad',
          idealFor: 'Sitios corporativos\nBlogs y medios\nTiendas en línea',
          image: { file: 'services/seo-organic.svg', alt: 'Página de resultados con el sitio subiendo al primer lugar' },
        },
        {
          title: 'Publicidad SEM en Google Ads',
          description: 'Campañas de búsqueda, display y shopping que generan visitas calificadas desde el primer día.',
          features: 'Estrategia de pujas y presupuesto\nAnuncios y extensiones optimizados\nSeguimiento de conversiones',
          idealFor: 'Lanzamientos y promociones\nServicios con alta competencia\nCampañas de temporada',
          video: [
            { file: 'services/sem-growth.webm', alt: SEM_VIDEO_LABEL },
            { file: 'services/sem-growth.mp4', alt: SEM_VIDEO_LABEL },
          ],
          poster: { file: 'services/sem-growth-poster.png', alt: SEM_VIDEO_LABEL },
          videoTitle: 'Conversiones de Google Ads en crecimiento',
        },
        {
          title: 'Marketing digital integral',
          description: 'SEO, SEM, redes sociales y email marketing coordinados bajo una sola estrategia y un solo equipo.',
          features: 'Plan de medios digital\nContenido para redes sociales\nAutomatización de email marketing',
          idealFor: 'Empresas en crecimiento\nMarcas con varios canales\nEquipos de marketing pequeños',
          image: { file: 'services/seo-integral.svg', alt: 'Canales de marketing digital conectados a un mismo tablero' },
        },
      ],
    },
    {
      __component: 'sections.feature-grid',
      eyebrow: 'Plataforma de gestión',
      title: 'Control total de tu estrategia digital',
      lead: 'Accede en todo momento al avance de tus campañas y posiciones desde nuestra plataforma.',
      tone: 'dark',
      columns: 'four',
      iconTone: 'accent',
      items: [
        { icon: 'LayoutDashboard', title: 'Dashboard centralizado', description: 'Posiciones, tráfico, conversiones e inversión en un solo panel.' },
        { icon: 'CalendarRange', title: 'Planificación estratégica', description: 'Calendario de contenidos y campañas acordado contigo cada mes.' },
        { icon: 'Gauge', title: 'Monitoreo en tiempo real', description: 'Alertas ante caídas de posiciones o cambios en el rendimiento.' },
        { icon: 'FileBarChart', title: 'Reportes automáticos', description: 'Informes mensuales claros, con logros y próximos pasos.' },
      ],
    },
    {
      __component: 'sections.feature-grid',
      eyebrow: 'Beneficios',
      title: 'Por qué confiar tu posicionamiento en LINX',
      tone: 'light',
      columns: 'three',
      iconTone: 'accent',
      items: [
        { icon: 'Search', title: 'Más visibilidad', description: 'Apareces en las búsquedas que realmente hacen tus clientes.' },
        { icon: 'Users', title: 'Tráfico calificado', description: 'Visitas con intención de compra, no solo números.' },
        { icon: 'LineChart', title: 'ROI medible', description: 'Cada peso invertido se sigue hasta la conversión.' },
        {
          icon: 'BadgeCheck',
          title: 'Resultados garantizados',
          description: 'Definimos contigo metas medibles y las revisamos en cada reporte mensual.',
        },
        { icon: 'MapPin', title: 'Presencia local', description: 'Optimización de tu ficha de empresa para búsquedas cercanas.' },
        { icon: 'Target', title: 'Estrategia a medida', description: 'Un plan diseñado para tu rubro, tu competencia y tu presupuesto.' },
      ],
    },
    {
      __component: 'sections.numbered-steps',
      eyebrow: 'Proceso',
      title: 'Cómo trabajamos',
      lead: 'Un método probado en cuatro etapas que se repite y mejora cada mes.',
      tone: 'soft',
      steps: [
        { icon: 'Search', title: 'Auditoría y análisis', description: 'Revisamos tu sitio, tu competencia y las búsquedas de tu mercado.' },
        { icon: 'MousePointerClick', title: 'Implementación y optimización', description: 'Ejecutamos las mejoras técnicas, de contenido y las campañas.' },
        { icon: 'BarChart4', title: 'Monitoreo y ajustes', description: 'Medimos a diario y ajustamos palabras clave, pujas y contenidos.' },
        { icon: 'FileBarChart', title: 'Reportes y crecimiento', description: 'Te entregamos reportes mensuales y definimos los siguientes pasos.' },
      ],
      actions: [{ kind: 'link', label: 'Conversemos', target: CONTACT, variant: 'primary' }],
    },
    {
      __component: 'sections.feature-grid',
      eyebrow: 'Soluciones por sector',
      title: 'Experiencia en tu industria',
      tone: 'light',
      columns: 'three',
      iconTone: 'info',
      items: [
        { icon: 'ShoppingCart', title: 'E-commerce', description: 'Fichas de producto optimizadas y campañas de shopping que venden.' },
        { icon: 'Hotel', title: 'Restaurantes y hotelería', description: 'Reservas directas y presencia en búsquedas locales y mapas.' },
        { icon: 'Scale', title: 'Servicios profesionales', description: 'Captación de clientes para estudios, consultoras y oficinas.' },
        { icon: 'GraduationCap', title: 'Educación', description: 'Campañas de admisión y posicionamiento de programas y carreras.' },
        { icon: 'HeartPulse', title: 'Salud', description: 'Agendamiento en línea y contenidos confiables para pacientes.' },
        { icon: 'Building', title: 'Inmobiliarias', description: 'Leads calificados para proyectos en venta y arriendo.' },
      ],
    },
    {
      __component: 'sections.cta-band',
      title: '¿Listo para llegar al primer lugar?',
      lead: 'Cuéntanos sobre tu negocio y revisemos juntos las oportunidades de tu sitio en buscadores.',
      anchor: 'contacto-seo',
      actions: [
        { kind: 'link', label: 'Solicitar diagnóstico', target: CONTACT, variant: 'primary' },
        // The company's chat (siteConfig.whatsappUrl): its number lives in the site's config only.
        { kind: 'whatsapp', label: 'Escríbenos por WhatsApp', variant: 'secondary' },
      ],
    },
  ],
};
