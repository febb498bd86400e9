// Synthetic blog articles for the content benchmark (scripts/bench-content.mjs): distinct, of a
// realistic length (800–1,500 words of Markdown with headings, paragraphs, lists and a quote), in
// Spanish, and deterministic: article n is the same text on every run (a seeded PRNG), so two runs
// of the benchmark render the same site. Titles and slugs are unique across any number of articles.

/** mulberry32: a small, fast PRNG with a 32-bit state; `seed` picks the sequence. */
export const prng = (seed) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const pick = (random, list) => list[Math.floor(random() * list.length)];
const between = (random, min, max) => min + Math.floor(random() * (max - min + 1));
const capitalize = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** Deterministic shuffle (Fisher–Yates) of a copy of `list`. */
const shuffled = (random, list) => {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
};

export const wordCount = (markdown) => markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** URL slug of a title: lower case ASCII words joined by hyphens. */
export const slugify = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const THEMES = [
  'Cartelería digital',
  'Videowalls',
  'Medición de audiencia',
  'Gestión de contenidos en la nube',
  'Comunicación interna con pantallas',
  'Asistentes de IA',
  'Gestión de turnos',
  'Lift and learn',
  'Kioscos de autoatención',
  'Menús digitales',
  'Pantallas interactivas',
  'Señalética dinámica',
];

const CONTEXTS = [
  'retail',
  'bancos',
  'clínicas',
  'colegios',
  'restaurantes',
  'centros comerciales',
  'oficinas corporativas',
  'terminales de buses',
  'hoteles',
  'farmacias',
  'automotoras',
  'gimnasios',
  'municipios',
  'aeropuertos',
  'supermercados',
  'universidades',
];

const ANGLES = [
  'guía práctica para empezar',
  'errores frecuentes y cómo evitarlos',
  'cómo medir el retorno',
  'lo que aprendimos en doce meses',
  'lista de verificación antes de instalar',
  'cinco preguntas antes de cotizar',
  'del piloto a la red completa',
  'contenidos que funcionan',
  'costos reales y dónde ahorrar',
  'mantenimiento sin sorpresas',
];

const SUBJECTS = [
  'el equipo de marketing',
  'la gerencia de operaciones',
  'cada sucursal',
  'el área de experiencia al cliente',
  'el encargado de contenidos',
  'la jefatura de tienda',
  'el proveedor de la red',
  'un piloto bien diseñado',
  'la mesa de ayuda',
  'el comité de comunicaciones',
];

const ACTIONS = [
  'define una meta medible',
  'prioriza los mensajes de mayor impacto',
  'revisa los resultados cada mes',
  'programa los contenidos por franja horaria',
  'compara las sucursales con un grupo de control',
  'documenta cada cambio de la parrilla',
  'ajusta el brillo según la luz del lugar',
  'acorta las piezas a una sola idea',
  'prueba dos versiones de cada mensaje',
  'centraliza la aprobación de contenidos',
  'mide el tiempo de permanencia frente a la pantalla',
  'actualiza las promociones en minutos',
];

const REASONS = [
  'porque el cliente decide en pocos segundos',
  'para que la pantalla no se vuelva parte del paisaje',
  'ya que una red sin datos es difícil de defender en el presupuesto',
  'porque lo que no se programa termina repitiéndose',
  'para que cada sucursal hable con la misma voz',
  'ya que el contexto cambia durante el día',
  'porque la competencia también está mejorando su vitrina',
  'para detectar a tiempo una pantalla apagada',
  'ya que el costo de un error se multiplica por cada punto de la red',
  'porque las personas recuerdan mejor un mensaje breve',
];

const OBSERVATIONS = [
  'En nuestros proyectos vemos que las redes que mejor funcionan comparten hábitos simples.',
  'La tecnología es la parte fácil; lo difícil es sostener el contenido en el tiempo.',
  'Un buen indicador cabe en una sola línea del informe mensual.',
  'Las pantallas mal ubicadas se notan en los datos antes que en la tienda.',
  'El primer mes suele mostrar más problemas de operación que de contenido.',
  'Los equipos que revisan sus métricas juntos toman mejores decisiones.',
  'La calidad de la imagen importa menos que la claridad del mensaje.',
  'Una parrilla bien pensada reduce el trabajo de cada sucursal.',
  'Los clientes valoran la información útil más que la publicidad insistente.',
  'Conviene partir pequeño y escalar cuando los números acompañan.',
];

const FIGURES = [
  'entre 3 y 5 segundos',
  'ciclos de 60 a 90 segundos',
  'piezas de 8 a 12 segundos',
  'un 20 % más de permanencia',
  'dos a tres mensajes por pantalla',
  'una revisión cada 30 días',
  'pantallas de 2.500 nits o más',
  'un piloto de seis a ocho semanas',
];

const LINKS = [
  ['medición de audiencia', '/servicios/medicion-audiencia'],
  ['gestión de contenidos', '/servicios/gestion-contenidos'],
  ['señalización digital', '/servicios/senalizacion-digital'],
  ['nuestros casos de éxito', '/casos-exito'],
  ['el catálogo de productos', '/productos'],
  ['comunicaciones internas', '/servicios/comunicaciones-internas'],
];

const HEADINGS = [
  'Por qué importa',
  'El punto de partida',
  'Qué medir desde el primer día',
  'Ubicación y recorrido del cliente',
  'Contenido que rota, no que cansa',
  'La operación diaria',
  'Cómo involucrar a cada sucursal',
  'Presupuesto y prioridades',
  'Integración con los sistemas existentes',
  'Lo que dicen los datos',
  'Errores que vemos a menudo',
  'Un ejemplo concreto',
  'Mantenimiento y soporte',
  'Cuándo escalar la red',
];

/** One sentence of 12–30 words about `topic` (theme and context of the article). */
const sentence = (random, topic) => {
  const forms = [
    () => `En ${topic.context}, ${pick(random, SUBJECTS)} ${pick(random, ACTIONS)} ${pick(random, REASONS)}.`,
    () =>
      `${capitalize(pick(random, SUBJECTS))} ${pick(random, ACTIONS)}, y así ${pick(random, SUBJECTS)} ${pick(random, ACTIONS)}.`,
    () => pick(random, OBSERVATIONS),
    () => `Con ${topic.theme.toLowerCase()} trabajamos con ${pick(random, FIGURES)}, ${pick(random, REASONS)}.`,
    () =>
      `Si ${pick(random, SUBJECTS)} no ${pick(random, ACTIONS)}, el proyecto pierde fuerza ${pick(random, REASONS)}.`,
    () => `Recomendamos ${pick(random, FIGURES)} en ${topic.context}, ${pick(random, REASONS)}.`,
  ];
  return pick(random, forms)();
};

const paragraph = (random, topic) =>
  Array.from({ length: between(random, 3, 6) }, () => sentence(random, topic)).join(' ');

const bulletList = (random, topic, ordered) =>
  shuffled(random, ACTIONS)
    .slice(0, between(random, 3, 6))
    .map((action, i) => `${ordered ? `${i + 1}.` : '-'} ${capitalize(action)} en ${topic.context}.`)
    .join('\n');

const quote = (random) => `> ${pick(random, OBSERVATIONS)} ${capitalize(pick(random, REASONS))}.`;

const linked = (random, topic) => {
  const [label, href] = pick(random, LINKS);
  return `${paragraph(random, topic)} Si quieres profundizar, revisa [${label}](${href}).`;
};

/** One section: a heading, then paragraphs and sometimes a list, a quote or a subheading. */
const section = (random, topic, heading) => {
  const blocks = [`## ${heading}`, paragraph(random, topic)];
  const extra = random();
  if (extra < 0.3) blocks.push(bulletList(random, topic, false));
  else if (extra < 0.5) blocks.push(bulletList(random, topic, true));
  else if (extra < 0.65) blocks.push(quote(random));
  else if (extra < 0.8) blocks.push(`### ${capitalize(pick(random, ACTIONS))}`, paragraph(random, topic));
  else blocks.push(linked(random, topic));
  return blocks;
};

/** Every (theme, context, angle) combination in an order fixed by the seed: titles never repeat. */
const titleOrder = (() => {
  let cached = null;
  return () => {
    if (cached) return cached;
    const combos = THEMES.flatMap((theme) =>
      CONTEXTS.flatMap((context) => ANGLES.map((angle) => ({ theme, context, angle }))),
    );
    cached = shuffled(prng(27), combos);
    return cached;
  };
})();

/** The article's title and topic: combination n, with an edition number once every combination is used. */
const titleOf = (n) => {
  const order = titleOrder();
  const topic = order[n % order.length];
  const edition = Math.floor(n / order.length);
  const title = `${topic.theme} en ${topic.context}: ${topic.angle}${edition > 0 ? ` (edición ${edition + 1})` : ''}`;
  return { title, topic };
};

/**
 * The Markdown body: 800–1,500 words. An intro, then the blocks of sections until a drawn target of
 * 800–1,100 words (a block is at most ~190 words, and a section never ends on its heading), then a
 * closing section of at most ~200.
 */
const bodyOf = (random, topic) => {
  const target = between(random, 800, 1100);
  const headings = shuffled(random, HEADINGS);
  const blocks = [paragraph(random, topic)];
  let words = wordCount(blocks[0]);
  for (let i = 0; words < target; i += 1) {
    for (const block of section(random, topic, headings[i % headings.length])) {
      blocks.push(block);
      words += wordCount(block);
      if (words >= target && !block.startsWith('#')) break;
    }
  }
  blocks.push(
    '## Próximos pasos',
    `${paragraph(random, topic)} ¿Quieres conversarlo con nuestro equipo? [Escríbenos](/contacto).`,
  );
  return blocks.join('\n\n');
};

const AUTHORS = [
  { name: 'Equipo LINX', email: 'contacto@linx.cl' },
  { name: 'Valentina Soto', email: 'valentina.soto@linx.cl' },
  { name: 'Matías Fuentes', email: 'matias.fuentes@linx.cl' },
  { name: 'Camila Rojas', email: 'camila.rojas@linx.cl' },
];

/**
 * Synthetic article n (0-based): `{ title, slug, description, content, author, featured }`, the
 * fields of the CMS's article (cms/src/api/article/content-types/article/schema.json) but the cover
 * and the categories, which the caller picks from what the CMS holds (`coverIndex` and
 * `categoryIndexes` are drawn here, so the choice is deterministic too).
 */
export const syntheticArticle = (n, { covers = 1, categories = 2 } = {}) => {
  const random = prng(1_000_003 * (n + 1));
  const { title, topic } = titleOf(n);
  const content = bodyOf(random, topic);
  const description = `${capitalize(topic.angle)}: ${sentence(random, topic)} ${sentence(random, topic)}`.slice(0, 480);
  const [first, second] = shuffled(
    random,
    Array.from({ length: categories }, (_, i) => i),
  );
  return {
    title,
    slug: slugify(title),
    description,
    content,
    featured: false,
    author: pick(random, AUTHORS),
    coverIndex: n % covers,
    categoryIndexes: second === undefined ? [first] : [first, second],
  };
};
