'use strict';

/**
 * Pages built from sections (docs/decisions.md 13): a sample campaign page, so editors see how one is made
 * and the site's tests have one to read. Images are Media Library files of the editorial seed, by file name.
 * No figure or commercial promise beyond what the site already says (docs/decisions.md 9).
 */
module.exports = [
  {
    path: '/campanas/retail-conectado',
    title: 'Retail conectado',
    description:
      'Cartelería digital para tiendas: precios, promociones y campañas al día en cada pantalla, gestionadas desde la nube.',
    keywords: 'retail, cartelería digital, pantallas en tiendas',
    noindex: false,
    sections: [
      {
        __component: 'sections.page-hero',
        eyebrow: 'Campaña retail',
        title: 'Tus tiendas, conectadas',
        lead: 'Precios, promociones y campañas al día en cada pantalla de tu cadena, gestionados desde un solo lugar.',
        image: { file: 'articles/carteleria-digital-en-retail.webp', alt: 'Pantallas con promociones en una tienda' },
        actions: [
          { kind: 'consultancy', variant: 'primary' },
          { kind: 'anchor', label: 'Cómo funciona', target: 'como-funciona', variant: 'secondary' },
        ],
      },
      {
        __component: 'sections.feature-grid',
        eyebrow: 'Beneficios',
        title: 'Qué gana tu cadena',
        lead: 'Una plataforma para todas tus pantallas, de la vitrina a la caja.',
        tone: 'soft',
        columns: 'three',
        iconTone: 'accent',
        items: [
          {
            icon: 'RefreshCw',
            title: 'Contenido al día',
            description: 'Cambia precios y promociones en todas tus tiendas a la vez.',
          },
          {
            icon: 'LayoutDashboard',
            title: 'Un solo panel',
            description: 'Programa campañas por tienda, zona u horario desde la nube.',
          },
          {
            icon: 'Headset',
            title: 'Acompañamiento',
            description: 'Te ayudamos a instalar, capacitar y mantener tus pantallas.',
          },
        ],
      },
      {
        __component: 'sections.numbered-steps',
        title: 'Cómo funciona',
        anchor: 'como-funciona',
        tone: 'light',
        steps: [
          { title: 'Conversamos', description: 'Revisamos tus tiendas y lo que quieres comunicar.', icon: 'MessagesSquare' },
          { title: 'Instalamos', description: 'Dejamos las pantallas funcionando y conectadas.', icon: 'Wrench' },
          { title: 'Publicas', description: 'Tu equipo actualiza el contenido desde el panel.', icon: 'MonitorPlay' },
        ],
      },
      {
        __component: 'sections.split-media',
        eyebrow: 'Vitrinas',
        title: 'Una vitrina que cambia contigo',
        lead: 'Muestra la campaña de la semana sin imprimir ni cambiar carteles.',
        tone: 'light',
        bullets: 'Campañas por temporada\nContenido por tienda\nPantallas de alto brillo',
        reverse: true,
        image: { file: 'cases/tiendas-andes-vitrina.webp', alt: 'Vitrina digital de una tienda' },
        actions: [{ kind: 'link', label: 'Ver productos', target: '/productos', variant: 'primary' }],
      },
      {
        __component: 'sections.cta-band',
        title: '¿Conversamos sobre tus tiendas?',
        lead: 'Cuéntanos cuántas tiendas tienes y qué quieres comunicar.',
        actions: [{ kind: 'link', label: 'Escríbenos', target: '/contacto#contact-form', variant: 'primary' }],
      },
    ],
  },
];
