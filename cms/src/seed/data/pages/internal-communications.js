'use strict';

/**
 * /servicios/comunicaciones-internas (docs/site.md §2 "Internal communications"), built from sections: the page's
 * copy, illustration, dashboard and LIA's sample conversation as the site showed them when its words lived in
 * code, in the same order.
 */
module.exports = {
  path: '/servicios/comunicaciones-internas',
  title: 'Comunicaciones Internas',
  description:
    'Comunicación interna con pantallas digitales, plantillas personalizables y un asistente que automatiza solicitudes de RR. HH., documentos y soporte administrativo.',
  keywords:
    'comunicaciones internas, comunicación corporativa, pantallas corporativas, endomarketing, automatización de RR. HH., asistente virtual',
  noindex: false,
  schemaType: 'Service',
  sections: [
    {
      __component: 'sections.page-hero',
      eyebrow: 'Comunicaciones internas',
      title: 'Comunicación interna que llega a todos, en todas partes',
      lead: 'Informa, reconoce y motiva a tus equipos con pantallas en oficinas, plantas y sucursales, y deja que un asistente resuelva sus solicitudes del día a día.',
      image: {
        file: 'services/internal-comms-hero.svg',
        alt: 'Pantallas en una oficina y en una planta mostrando noticias y avisos para los colaboradores',
      },
      actions: [{ kind: 'consultancy', variant: 'primary' }],
    },
    {
      __component: 'sections.dashboard-panel',
      eyebrow: 'Dashboard de comunicaciones',
      title: 'Crea, publica y mide desde un solo lugar',
      lead: 'Tu equipo de comunicaciones diseña mensajes en minutos y los programa para cada sede, área o turno.',
      tone: 'soft',
      panelLabel: 'Panel de comunicaciones internas',
      groups: [
        {
          icon: 'LayoutTemplate',
          title: 'Plantillas personalizables',
          items: 'Noticias y anuncios\nCumpleaños y reconocimientos\nIndicadores y metas\nAlertas de seguridad',
        },
        {
          icon: 'Image',
          title: 'Tipos de contenido',
          items: 'Imágenes y videos\nPresentaciones y PDF\nTableros en vivo\nRedes sociales internas',
        },
        {
          icon: 'Palette',
          title: 'Personalización visual',
          items: 'Colores y tipografías de tu marca\nLogos por sede o filial\nFormatos horizontal y vertical\nZonas y capas de contenido',
        },
      ],
      stats: [
        { icon: 'Clock', value: '-45%', label: 'tiempo de actualización', context: 'para publicar un mensaje en todas las sedes.' },
        { icon: 'Users', value: '+85%', label: 'engagement', context: 'de colaboradores con la comunicación interna.' },
        { icon: 'TrendingUp', value: '+60%', label: 'productividad', context: 'del equipo de comunicaciones.' },
      ],
    },
    {
      __component: 'sections.feature-grid',
      eyebrow: 'Características principales',
      title: 'Tu canal interno más visible',
      tone: 'light',
      columns: 'four',
      iconTone: 'accent',
      items: [
        { icon: 'CalendarCheck', title: 'Programación por audiencia', description: 'Mensajes distintos por sede, área o turno, con fechas de inicio y término.' },
        { icon: 'BellRing', title: 'Alertas de emergencia', description: 'Interrumpe todas las pantallas con un aviso urgente en segundos.' },
        { icon: 'Target', title: 'Indicadores en vivo', description: 'Metas de producción, ventas o seguridad conectadas a tus sistemas.' },
        { icon: 'Rocket', title: 'Puesta en marcha rápida', description: 'Plantillas listas y acompañamiento de nuestro equipo desde el primer día.' },
      ],
    },
    {
      __component: 'sections.split-media',
      eyebrow: 'Procesos automatizados',
      title: 'Un asistente que resuelve las solicitudes de tus colaboradores',
      lead: 'LIA atiende por chat las consultas internas más frecuentes y ejecuta el trámite completo, sin correos ni esperas.',
      tone: 'soft',
      groups: [
        { title: 'Solicitudes de RR. HH.', items: 'Cartas y certificados laborales\nVacaciones y permisos\nLiquidaciones de sueldo' },
        { title: 'Gestión documental', items: 'Búsqueda de políticas y reglamentos\nFirma y envío de documentos\nArchivo automático' },
        { title: 'Soporte administrativo', items: 'Reserva de salas y recursos\nSolicitudes de compra\nMesa de ayuda interna' },
      ],
      chat: {
        name: 'LIA',
        label: 'Conversación de ejemplo: un colaborador solicita su carta de trabajo a LIA',
        messages: [
          { from: 'user', text: 'Hola, necesito una carta de trabajo para el banco.' },
          { from: 'assistant', text: '¡Hola, Camila! Con gusto. ¿La necesitas con tu renta incluida?' },
          { from: 'user', text: 'Sí, por favor.' },
          { from: 'assistant', text: 'Listo. Generé tu carta firmada digitalmente y la envié a tu correo corporativo.' },
          { from: 'assistant', text: 'También la dejé en tu carpeta personal. ¿Te ayudo con algo más?' },
        ],
      },
      reverse: false,
      actions: [{ kind: 'consultancy', variant: 'primary' }],
    },
    {
      __component: 'sections.feature-grid',
      eyebrow: 'Soluciones',
      title: 'Dos caminos para conectar a tu organización',
      tone: 'light',
      columns: 'two',
      iconTone: 'accent',
      items: [
        {
          icon: 'Monitor',
          title: 'Pantallas digitales',
          description: 'Cartelería en recepciones, casinos, pasillos y plantas productivas con contenido siempre vigente.',
          bullets: 'Instalación y soporte de nuestro equipo\nContenido administrado desde la nube\nReportes de reproducción',
        },
        {
          icon: 'ArrowLeftRight',
          title: 'Comunicación bidireccional',
          description: 'Encuestas, reconocimientos y un asistente virtual para que los colaboradores también hablen.',
          bullets: 'Encuestas de clima en pantalla y móvil\nMuro de reconocimientos\nConsultas resueltas por chat',
        },
      ],
    },
    {
      __component: 'sections.use-case-cards',
      eyebrow: 'Casos de uso por sector',
      title: 'Pensado para la realidad de tu industria',
      tone: 'dark',
      columns: 'four',
      items: [
        { icon: 'Briefcase', title: 'Corporativo', bullets: 'Noticias y resultados de la compañía\nBienvenida a visitas\nCampañas de cultura' },
        { icon: 'HeartPulse', title: 'Salud', bullets: 'Turnos y protocolos clínicos\nAvisos para personal de distintos turnos\nCampañas de prevención' },
        { icon: 'GraduationCap', title: 'Educación', bullets: 'Comunicados a docentes y funcionarios\nCalendario académico\nActividades del campus' },
        { icon: 'Factory', title: 'Manufactura', bullets: 'Indicadores de producción en planta\nDías sin accidentes y seguridad\nCambios de turno' },
      ],
    },
  ],
};
