'use strict';

/**
 * /experiencia-cliente (docs/site.md §4 "Customer experience"), built from sections: the page's copy, figures,
 * illustrations and satisfaction indicator as the site showed them when its words lived in code, in the same order.
 */
module.exports = {
  path: '/experiencia-cliente',
  title: 'Conecta con tu audiencia',
  description:
    'Experiencias dentro y fuera de la tienda con pantallas, tótems, Lift and Learn y medición de audiencia. Más atención, más conversión y clientes que vuelven.',
  keywords: 'experiencia de cliente, retail, pantallas interactivas, tótems, centros comerciales, LINX',
  noindex: false,
  schemaType: 'WebPage',
  sections: [
    {
      __component: 'sections.page-hero',
      eyebrow: 'Experiencia al cliente',
      title: 'Conecta con tu audiencia',
      lead: 'Diseñamos experiencias que acompañan a tus clientes antes, durante y después de la compra, con tecnología que se ve, se toca y se mide.',
      image: { file: 'pages/experience-hero.svg', alt: 'Cliente rodeado de un videowall, un tótem y su teléfono conectados' },
      actions: [
        { kind: 'consultancy', variant: 'primary' },
        { kind: 'anchor', label: 'Ver experiencias', target: 'experiencia-en-tienda', variant: 'secondary' },
      ],
    },
    {
      __component: 'sections.split-media',
      eyebrow: 'Dentro de la tienda',
      title: 'Experiencia en tienda que invita a quedarse',
      lead: 'Pantallas que informan, góndolas que responden y turnos que avanzan sin filas: cada metro cuadrado trabaja para que el cliente encuentre lo que busca.',
      anchor: 'experiencia-en-tienda',
      tone: 'light',
      bullets:
        'Cartelería digital con precios y promociones al día\nLift and Learn: el producto en la mano activa su ficha en pantalla\nTótems de autoatención y gestión de turnos\nContenido distinto por zona, horario y audiencia',
      stats: [
        { value: '+45%', label: 'Engagement', context: 'con contenido interactivo en el punto de venta' },
        { value: '+35%', label: 'Conversión', context: 'en categorías con Lift and Learn' },
      ],
      image: { file: 'pages/experience-in-store.svg', alt: 'Tienda con pantalla de promociones, góndola interactiva y tótem de turnos' },
      reverse: false,
    },
    {
      __component: 'sections.split-media',
      eyebrow: 'Fuera de la tienda',
      title: 'Tu marca visible en la calle, los pasillos y el teléfono',
      lead: 'Pantallas LED de fachada, tótems exteriores y campañas coordinadas con tus canales digitales para atraer a quien todavía no entra.',
      tone: 'soft',
      bullets:
        'Pantallas LED de alto brillo para vitrinas y fachadas\nTótems exteriores resistentes y conectados\nCampañas sincronizadas entre sucursales y canales',
      stats: [
        { value: '24/7', label: 'Operación continua', context: 'con pantallas preparadas para funcionar todo el día' },
        { value: '99,9%', label: 'Precisión', context: 'en la programación de campañas' },
      ],
      image: { file: 'pages/experience-out-store.svg', alt: 'Fachada nocturna con pantalla LED y tótem exterior' },
      reverse: true,
    },
    {
      __component: 'sections.split-media',
      eyebrow: 'Experiencia integral',
      title: 'Una sola experiencia, en todos los puntos de contacto',
      lead: 'Conectamos tienda, web, WhatsApp y tótems en una misma plataforma para que cada cliente reciba un trato coherente y personal.',
      anchor: 'experiencia-integral',
      tone: 'light',
      bullets: 'Datos de audiencia y ventas en un mismo tablero\nAsistente virtual que responde en todos los canales',
      stats: [
        { value: '90%', label: 'Vuelven a comprar', context: 'tras una experiencia positiva' },
        { value: '−40%', label: 'Tiempo de espera', context: 'con turnos y autoatención' },
      ],
      image: { file: 'pages/experience-integral.svg', alt: 'Plataforma LINX conectada con pantalla, computador, teléfono y tótem' },
      indicator: {
        title: 'Satisfacción de clientes',
        caption: 'Encuesta a visitantes de tiendas con experiencias LINX',
        states: [
          { value: '98%', label: 'Muy satisfechos', mood: 'satisfied' },
          { value: '1,5%', label: 'Neutral', mood: 'neutral' },
          { value: '0,5%', label: 'Insatisfechos', mood: 'dissatisfied' },
        ],
      },
      reverse: false,
    },
    {
      __component: 'sections.cta-band',
      title: 'Diseñemos la experiencia de tus clientes',
      lead: 'Te ayudamos a elegir las pantallas, el contenido y las métricas que harán la diferencia en tus tiendas.',
      actions: [
        { kind: 'consultancy', variant: 'primary' },
        { kind: 'link', label: 'Ver casos de éxito', target: '/casos-exito', variant: 'secondary' },
      ],
    },
  ],
};
