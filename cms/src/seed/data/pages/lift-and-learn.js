'use strict';

/**
 * /servicios/lift-and-learn (docs/site.md §2 "Lift and Learn (ScreenTrigger)"), built from sections: the page's
 * copy and illustration as the site showed them when its words lived in code, in the same order.
 */
module.exports = {
  path: '/servicios/lift-and-learn',
  title: 'Lift and Learn',
  description:
    'ScreenTrigger: tecnología Lift and Learn que muestra en pantalla la información de cada producto en cuanto el cliente lo toma del exhibidor.',
  keywords:
    'lift and learn, ScreenTrigger, retail interactivo, experiencia en tienda, pantallas interactivas, trade marketing',
  noindex: false,
  schemaType: 'Service',
  sections: [
    {
      __component: 'sections.page-hero',
      eyebrow: 'ScreenTrigger',
      title: 'Lift and Learn: levanta un producto y la pantalla te lo cuenta todo',
      lead: 'Cuando tu cliente toma un producto del exhibidor, ScreenTrigger muestra al instante su video, atributos y precio. Una conversación de venta que ocurre sola, en el momento exacto.',
      image: {
        file: 'services/lift-and-learn-hero.svg',
        alt: 'Exhibidor con tres productos: al levantar uno, la pantalla superior muestra su ficha y su video',
      },
      actions: [
        { kind: 'consultancy', variant: 'primary' },
        { kind: 'anchor', label: '¿Cómo funciona?', target: 'como-funciona', variant: 'secondary' },
      ],
    },
    {
      __component: 'sections.numbered-steps',
      eyebrow: 'Cómo funciona',
      title: 'Cuatro pasos, cero fricción',
      lead: 'La experiencia es intuitiva para el cliente y totalmente medible para tu marca.',
      anchor: 'como-funciona',
      tone: 'light',
      steps: [
        { icon: 'Hand', title: 'El cliente toma el producto', description: 'Basta con levantarlo del exhibidor: no hay botones ni pantallas táctiles que aprender.' },
        { icon: 'Radar', title: 'El sensor lo detecta', description: 'Un sensor discreto bajo cada producto identifica cuál fue levantado en milisegundos.' },
        { icon: 'MonitorPlay', title: 'La pantalla responde', description: 'Se reproduce el contenido de ese producto: video, beneficios, precio o comparación.' },
        { icon: 'BarChart3', title: 'Medimos la interacción', description: 'Cada levantamiento queda registrado para analizar interés y conversión por producto.' },
      ],
    },
    {
      __component: 'sections.feature-grid',
      eyebrow: 'Características',
      title: 'Tecnología pensada para el punto de venta',
      tone: 'soft',
      columns: 'four',
      iconTone: 'accent',
      items: [
        { icon: 'PackageOpen', title: 'Sensores invisibles', description: 'Se integran al mueble sin alterar el diseño del exhibidor ni la presentación del producto.' },
        { icon: 'Layers', title: 'Comparación lado a lado', description: 'Si el cliente levanta dos productos, la pantalla los compara automáticamente.' },
        { icon: 'RefreshCw', title: 'Contenido administrable', description: 'Cambia videos y precios desde la nube, con la misma plataforma de tus pantallas.' },
        { icon: 'BarChart3', title: 'Analítica por producto', description: 'Reportes de interacciones por hora, tienda y SKU para decidir con datos.' },
      ],
    },
    {
      __component: 'sections.stat-cards',
      eyebrow: 'Beneficios',
      title: 'Más interés, más ventas',
      lead: 'Una experiencia que educa al comprador y lo acerca a la decisión.',
      tone: 'dark',
      items: [
        { icon: 'Sparkles', value: '+45%', label: 'engagement', context: 'más tiempo de interacción con los productos exhibidos.' },
        { icon: 'ShoppingCart', value: '+35%', label: 'conversión', context: 'de los productos con experiencia Lift and Learn.' },
        { icon: 'ThumbsUp', value: '98%', label: 'satisfacción', context: 'de los compradores que usaron la experiencia.' },
      ],
    },
    {
      __component: 'sections.use-case-cards',
      eyebrow: 'Casos de uso',
      title: 'Ideal para productos que merecen ser contados',
      tone: 'light',
      columns: 'four',
      items: [
        {
          icon: 'Wine',
          title: 'Bebidas premium',
          description: 'Vinos, destilados y cervezas artesanales que se venden por su historia.',
          bullets: 'Notas de cata y maridajes\nOrigen y proceso de elaboración\nPremios y puntajes',
        },
        {
          icon: 'Smartphone',
          title: 'Electrónica',
          description: 'Teléfonos, audífonos y cámaras con especificaciones difíciles de explicar.',
          bullets: 'Comparación de especificaciones\nDemostraciones en video\nAccesorios compatibles',
        },
        {
          icon: 'Footprints',
          title: 'Zapatillas deportivas',
          description: 'Modelos técnicos cuyo valor está en la tecnología que no se ve.',
          bullets: 'Amortiguación y materiales\nUso recomendado por disciplina\nTallas y colores disponibles',
        },
        {
          icon: 'Shirt',
          title: 'Moda',
          description: 'Colecciones que se inspiran en una tendencia o una campaña.',
          bullets: 'Looks sugeridos para combinar\nTejidos y cuidados\nContenido de la campaña',
        },
      ],
      actions: [{ kind: 'consultancy', label: 'Quiero ScreenTrigger en mi tienda', variant: 'primary' }],
    },
  ],
};
