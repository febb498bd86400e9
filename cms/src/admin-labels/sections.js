'use strict';

const { field } = require('./field');

/** The fields every titled section has, then its own (applied by ./apply.js). */
const titled = (own = {}) => ({
  eyebrow: field('Antetítulo', 'Palabra o frase corta sobre el título (opcional).', 'Ej.: Servicios'),
  title: field('Título', 'El título de la sección (un h2).', 'Ej.: Lo que hacemos por tu marca'),
  lead: field('Bajada', 'Una o dos frases bajo el título (opcional).', 'Explica la sección en una o dos frases'),
  anchor: field(
    'Ancla',
    'Nombre para saltar a esta sección (/pagina#ancla): minúsculas, números y guiones, empezando con una letra. Opcional.',
    'ej.: planes',
  ),
  tone: field('Fondo', 'El color de fondo de la sección: claro, gris suave u oscuro.', 'Elige el fondo'),
  actions: field('Botones', 'Hasta tres botones al final de la sección.'),
  ...own,
});

const carouselLabel = field(
  'Nombre del carrusel',
  'Lo que anuncian los lectores de pantalla al llegar al carrusel.',
  'Ej.: Casos de éxito de nuestros clientes',
);
const columns = field('Columnas', 'Cuántas tarjetas por fila en pantallas anchas.', 'Elige las columnas');
const cardAction = field('Botón de cada tarjeta', 'Un botón que se repite en cada tarjeta (opcional).');

module.exports = {
  'sections.page-hero': {
    eyebrow: field('Antetítulo', 'Palabra o frase corta sobre el título (opcional).', 'Ej.: Cartelería digital'),
    title: field('Título principal', 'El h1 de la página: uno solo por página.', 'Ej.: Pantallas que venden'),
    subtitle: field('Segunda línea', 'Una segunda línea del título, en color (opcional; o bien frases rotativas).', 'Ej.: en cada tienda'),
    phrases: field('Frases rotativas', 'Frases que se turnan tras el título cada 3 s, una por línea (opcional).', 'Una frase por línea'),
    lead: field('Bajada', 'Una o dos frases bajo el título.', 'Qué ofrece esta página, en una o dos frases'),
    image: field('Imagen', 'Imagen de la portada (o bien un video o una conversación).'),
    video: field('Video en bucle', 'El mismo video en webm y mp4, sin sonido, que se repite.'),
    poster: field('Portada del video', 'La imagen que se ve mientras carga el video.'),
    videoTitle: field('Descripción del video', 'Lo que muestra el video, para lectores de pantalla.', 'Ej.: Pantallas mostrando promociones en una tienda'),
    chat: field('Conversación de ejemplo', 'Un chat animado en un teléfono, en lugar de la imagen.'),
    actions: field('Botones', 'Hasta tres botones bajo la bajada.'),
    partner: field('Aliado destacado', 'Un aliado bajo la portada, con su logo (opcional).'),
    highlights: field('Destacados', 'Hasta cuatro cifras o palabras destacadas bajo la portada.'),
  },
  'sections.feature-grid': titled({
    columns,
    iconTone: field('Color de los íconos', 'El color de los íconos de las tarjetas.', 'Elige el color'),
    items: field('Tarjetas', 'Las tarjetas, de 1 a 12: ícono, título, texto y viñetas.'),
  }),
  'sections.stat-cards': titled({ items: field('Cifras', 'Las cifras destacadas, de 1 a 6.') }),
  'sections.numbered-steps': titled({ steps: field('Pasos', 'Los pasos del proceso, en orden (de 1 a 8).') }),
  'sections.use-case-cards': titled({ columns, items: field('Casos de uso', 'Los escenarios, de 1 a 12, con sus viñetas.') }),
  'sections.check-list': titled({
    items: field('Lista', 'Los puntos de la lista, uno por línea; cada uno lleva un check.', 'Un punto por línea'),
  }),
  'sections.split-media': titled({
    bullets: field('Viñetas', 'Viñetas bajo el texto, una por línea (opcional).', 'Una viñeta por línea'),
    groups: field('Listas tituladas', 'Hasta cuatro listas con título (opcional).'),
    stats: field('Cifras', 'Hasta cuatro cifras destacadas (opcional).'),
    image: field('Imagen', 'La imagen junto al texto (o bien una conversación de ejemplo).'),
    chat: field('Conversación de ejemplo', 'Un chat animado en un teléfono, en lugar de la imagen.'),
    indicator: field('Indicador rotativo', 'Una tarjeta sobre la imagen que muestra cifras una tras otra (opcional).'),
    reverse: field('Imagen a la izquierda', 'Encendido: la imagen va a la izquierda y el texto a la derecha.'),
  }),
  'sections.media-cards': titled({
    items: field('Tarjetas', 'Las tarjetas de servicio, de 1 a 6, cada una con su imagen o video.'),
    cardAction,
  }),
  'sections.logo-cards': titled({ items: field('Tarjetas', 'Las tarjetas, de 1 a 6, cada una con su logotipo.') }),
  'sections.plan-cards': titled({ items: field('Planes', 'Los planes lado a lado, de 1 a 4.'), cardAction }),
  'sections.case-carousel': titled({ carouselLabel, slides: field('Diapositivas', 'Los casos del carrusel, de 1 a 10.') }),
  'sections.dashboard-panel': titled({
    panelLabel: field('Nombre del panel', 'El título de la ventana de aplicación dibujada.', 'Ej.: Panel de control LINX'),
    groups: field('Listas del panel', 'Las listas tituladas dentro del panel, de 1 a 4.'),
    stats: field('Cifras', 'Hasta cuatro cifras bajo el panel (opcional).'),
  }),
  'sections.demo': titled({
    demo: field('Demostración', 'La demostración interactiva que dibuja el sitio (con datos de ejemplo).', 'Elige la demostración'),
  }),
  'sections.concept-columns': titled({ columns: field('Columnas', 'Las columnas de conceptos, de 1 a 3, cada una con su color.') }),
  'sections.service-carousel': titled({
    carouselLabel,
    moreLabel: field('Texto del enlace', 'El texto del enlace de cada diapositiva a su servicio.', 'Ej.: Ver servicio'),
    slides: field('Diapositivas', 'Los servicios del carrusel, de 1 a 10.'),
  }),
  'sections.link-cards': titled({
    linkLabel: field('Texto del enlace', 'El texto del enlace de cada tarjeta.', 'Ej.: Conocer más'),
    items: field('Tarjetas', 'Las tarjetas, de 1 a 8, cada una lleva a su página.'),
  }),
  'sections.client-logos': titled(),
  'sections.purpose-cards': titled({ items: field('Tarjetas', 'Misión y visión, de 1 a 3 tarjetas; la primera va destacada.') }),
  'sections.value-cards': titled({ items: field('Valores', 'Los valores de la empresa, de 1 a 9.') }),
  'sections.team-grid': titled(),
  'sections.partner-carousel': titled({ carouselLabel }),
  'sections.episode-list': titled(),
  'sections.cta-band': {
    title: field('Frase', 'La frase de la franja de cierre.', 'Ej.: ¿Conversamos sobre tu proyecto?'),
    lead: field('Bajada', 'Una frase bajo la principal (opcional).', 'Ej.: Te respondemos en un día hábil'),
    anchor: field(
      'Ancla',
      'Nombre para saltar a esta sección (/pagina#ancla): minúsculas, números y guiones, empezando con una letra. Opcional.',
      'ej.: contacto',
    ),
    actions: field('Botones', 'De uno a tres botones.'),
  },
};
