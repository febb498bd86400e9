'use strict';

const { field } = require('./field');

const icon = (what) => field('Ícono', `El ícono ${what}: elige su dibujo en la lista (se busca por nombre).`, 'Busca un ícono');
const oneLine = 'Uno por línea';

/** Labels of the items and buttons sections are made of, and of the older components (applied by ./apply.js). */
module.exports = {
  'section-parts.action': {
    kind: field('Tipo de botón', 'Enlace a una página, salto a una sección de esta página, consultoría, WhatsApp o YouTube de la empresa.', 'Elige el tipo'),
    label: field('Texto del botón', 'Lo que dice el botón (consultoría, WhatsApp y YouTube tienen uno por defecto).', 'Ej.: Cotiza ahora'),
    target: field('Destino', 'Para un enlace: una página del sitio (/contacto) o https://… de un dominio permitido. Para un salto: el ancla de la sección (sin #).', '/contacto'),
    variant: field('Estilo', 'Principal (relleno) o secundario (con borde).', 'Elige el estilo'),
  },
  'section-parts.chat-message': {
    from: field('Quién lo dice', 'El asistente o la persona.', 'Elige quién'),
    text: field('Mensaje', 'El texto del mensaje (hasta 300 caracteres).', 'Ej.: Hola, ¿en qué te ayudo?'),
  },
  'section-parts.chat': {
    name: field('Nombre del asistente', 'El nombre que muestra el chat.', 'Ej.: Asistente LINX'),
    label: field('Descripción para lectores de pantalla', 'Qué muestra la conversación, en una frase.', 'Ej.: Conversación de ejemplo con el asistente'),
    messages: field('Mensajes', 'Los mensajes en orden, de 1 a 12 (el ritmo lo pone el sitio).'),
  },
  'section-parts.concept-column': {
    eyebrow: field('Etiqueta', 'Palabra corta sobre el título de la columna (opcional).', 'Ej.: Marketing'),
    title: field('Título', 'El título de la columna.', 'Ej.: Atraer'),
    lead: field('Texto', 'Una o dos frases bajo el título (opcional).', 'Explica la columna'),
    tone: field('Color', 'El color de la columna: naranja o azul.', 'Elige el color'),
    cards: field('Tarjetas', 'Las tarjetas de concepto, de 1 a 6.'),
    link: field('Enlace', 'Un enlace al final de la columna (opcional).'),
  },
  'section-parts.feature': {
    icon: icon('de la tarjeta'),
    title: field('Título', 'El título de la tarjeta.', 'Ej.: Contenido al día'),
    description: field('Texto', 'El texto de la tarjeta (hasta 600 caracteres).', 'Explica la idea en pocas frases'),
    bullets: field('Viñetas', 'Viñetas bajo el texto (opcional).', oneLine),
  },
  'section-parts.highlight': {
    value: field('Cifra o palabra', 'Lo que se destaca, corto.', 'Ej.: +45%'),
    label: field('Texto', 'Lo que significa.', 'Ej.: más visitas en tienda'),
  },
  'section-parts.indicator-state': {
    value: field('Valor', 'La cifra que se muestra.', 'Ej.: 92%'),
    label: field('Etiqueta', 'Lo que mide.', 'Ej.: Satisfacción'),
    mood: field('Ánimo', 'Da el ícono y el color de la cifra.', 'Elige el ánimo'),
  },
  'section-parts.item-group': {
    icon: icon('de la lista (opcional)'),
    title: field('Título', 'El título de la lista.', 'Ej.: Incluye'),
    items: field('Ítems', 'Los ítems de la lista.', oneLine),
  },
  'section-parts.link-card': {
    image: field('Imagen', 'La imagen de la tarjeta.'),
    title: field('Título', 'El título de la tarjeta.', 'Ej.: Cartelería digital'),
    description: field('Texto', 'El texto de la tarjeta (hasta 400 caracteres).', 'De qué trata la página'),
    target: field('Página', 'La página a la que lleva la tarjeta: una ruta del sitio.', '/servicios/carteleria-digital'),
  },
  'section-parts.logo-card': {
    logo: field('Logotipo', 'El logotipo del producto o la tecnología.'),
    kind: field('Categoría', 'Sobre el título (opcional).', 'Ej.: Software'),
    title: field('Título', 'El nombre del producto o la tecnología.', 'Ej.: Yodeck'),
    description: field('Texto', 'El texto de la tarjeta (hasta 400 caracteres).', 'Qué es y para qué sirve'),
    tags: field('Etiquetas', 'Etiquetas bajo el texto (opcional).', oneLine),
  },
  'section-parts.media-card': {
    title: field('Título', 'El nombre del servicio.', 'Ej.: Videowall'),
    description: field('Texto', 'El texto de la tarjeta (hasta 400 caracteres).', 'Qué ofrece el servicio'),
    features: field('Características', 'Lo que incluye (opcional).', oneLine),
    idealFor: field('Ideal para', 'Para quién es (opcional).', oneLine),
    image: field('Imagen', 'La imagen de la tarjeta (o bien un video).'),
    video: field('Video en bucle', 'El mismo video en webm y mp4, sin sonido, que se repite.'),
    poster: field('Portada del video', 'La imagen que se ve mientras carga el video.'),
    videoTitle: field('Descripción del video', 'Lo que muestra el video, para lectores de pantalla.', 'Ej.: Un videowall en un centro comercial'),
  },
  'section-parts.partner': {
    intro: field('Frase de entrada', 'Antes del nombre (opcional).', 'Ej.: Partner oficial de'),
    name: field('Nombre', 'El nombre del aliado.', 'Ej.: Samsung'),
    text: field('Texto', 'Una línea sobre el aliado (opcional).', 'Qué hacen juntos'),
    logo: field('Logo', 'El logo del aliado (opcional).'),
  },
  'section-parts.plan': {
    name: field('Nombre', 'El nombre del plan.', 'Ej.: Básico'),
    tagline: field('Frase', 'Una frase bajo el nombre (opcional).', 'Ej.: Para empezar'),
    description: field('Texto', 'Qué ofrece el plan (hasta 400 caracteres).', 'Describe el plan'),
    features: field('Incluye', 'Lo que incluye.', oneLine),
    featured: field('Destacado', 'Encendido: el plan se resalta, con su distintivo.'),
    badge: field('Distintivo', 'El texto del distintivo del plan destacado (opcional).', 'Ej.: Más elegido'),
  },
  'section-parts.rotating-indicator': {
    title: field('Título', 'El título de la tarjeta.', 'Ej.: Clientes felices'),
    caption: field('Nota al pie', 'Una línea bajo las cifras (opcional).', 'Ej.: Encuesta 2024'),
    states: field('Cifras', 'Las cifras que se turnan cada 3 s, de 2 a 5.'),
  },
  'section-parts.service-slide': {
    image: field('Imagen', 'La imagen de la diapositiva.'),
    icon: icon('del servicio (opcional)'),
    categories: field('Categorías', 'Etiquetas sobre el título (opcional).', oneLine),
    title: field('Título', 'El nombre del servicio.', 'Ej.: Cartelería digital'),
    description: field('Texto', 'El texto de la diapositiva (hasta 400 caracteres).', 'Qué ofrece el servicio'),
    target: field('Página del servicio', 'La página a la que lleva: una ruta del sitio.', '/servicios/carteleria-digital'),
  },
  'section-parts.slide': {
    image: field('Imagen', 'La imagen de la diapositiva.'),
    kicker: field('Rubro', 'Sobre el título (opcional).', 'Ej.: Retail'),
    title: field('Título', 'El título del caso.', 'Ej.: Supermercados del Sur'),
    description: field('Texto', 'El texto de la diapositiva (hasta 400 caracteres).', 'Qué se logró'),
  },
  'section-parts.stat': {
    value: field('Cifra', 'La cifra destacada, corta.', 'Ej.: +45%'),
    label: field('Etiqueta', 'Lo que significa la cifra.', 'Ej.: más ventas'),
    context: field('Contexto', 'Una línea de contexto (opcional).', 'Ej.: en seis meses'),
    icon: icon('de la cifra (opcional)'),
  },
  'section-parts.step': {
    title: field('Título', 'El título del paso.', 'Ej.: Diagnóstico'),
    description: field('Texto', 'Qué pasa en este paso (hasta 600 caracteres).', 'Describe el paso'),
    icon: icon('del paso (opcional)'),
  },
  'section-parts.use-case': {
    icon: icon('del caso de uso'),
    title: field('Título', 'El escenario.', 'Ej.: Tiendas'),
    description: field('Texto', 'El texto del escenario (opcional).', 'Describe el escenario'),
    bullets: field('Viñetas', 'Los puntos del escenario.', oneLine),
  },
  'section-parts.value': {
    icon: icon('del valor'),
    title: field('Título', 'El valor.', 'Ej.: Compromiso'),
    description: field('Texto', 'Qué significa (hasta 300 caracteres).', 'Explica el valor'),
    colour: field('Color', 'El color del ícono: naranja, azul o azul marino.', 'Elige el color'),
  },
  'case.highlight': {
    number: field('Cifra', 'Opcional; el sitio antepone «+».', 'Ej.: 45%'),
    text: field('Texto', 'El texto del recuadro destacado.', 'Ej.: más ventas en tienda'),
  },
  'case.result': {
    title: field('Título', 'El resultado.', 'Ej.: Más tráfico'),
    description: field('Descripción', 'Cómo se logró (hasta 600 caracteres).', 'Describe el resultado'),
  },
  'shared.author': {
    name: field('Nombre', 'Quién firma.', 'Ej.: Ana Pérez'),
    avatar: field('Foto', 'Foto del autor (opcional).'),
    linkedin: field('Perfil profesional', 'Dirección https://… de su perfil (opcional).', 'https://www.linkedin.com/in/…'),
    email: field('Correo', 'Su correo (opcional).', 'nombre@linx.cl'),
  },
  'shared.named-item': {
    name: field('Nombre', 'El texto del elemento.', 'Ej.: Brillo automático'),
  },
};
