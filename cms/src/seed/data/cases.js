'use strict';

// Success cases. Together they cover every optional branch of the case pages:
// highlight with/without number, company block complete/incomplete/absent, outstanding media
// (images, mp4, webm, single item), challenges+solutions both/one, video, and one minimal case.
// Media are files under src/seed/uploads/ (made by scripts/generate-media.mjs; the videos by scripts/generate-videos.sh)
// that the seed uploads to the Media Library once each, with `alt` as their alternative text. `contentVideoUrl` stays
// an address: the seed writes the absolute address of the uploaded video there.
const VIDEO_MP4 = { file: 'video/linx-pantallas.mp4', alt: 'Video de pantallas de cartelería digital mostrando promociones en una tienda' };
const VIDEO_WEBM = { file: 'video/linx-pantallas.webm', alt: 'Video de pantallas de cartelería digital mostrando promociones en una tienda' };
const image = (name, alt) => ({ file: `cases/${name}.webp`, alt });

module.exports = [
  {
    title: 'Red de cartelería digital en 35 tiendas de vestuario',
    company: 'Tiendas Andes',
    description:
      'Una cadena de vestuario con presencia de Arica a Punta Arenas unificó sus promociones en 120 pantallas administradas desde la nube.',
    image: image('tiendas-andes', 'Tienda de vestuario con un videowall de promociones entre dos estanterías y dos clientes'),
    categories: ['Experiencia al Cliente', 'Cartelería Digital'],
    highlight: { number: '45%', text: 'de aumento en engagement con las campañas en tienda' },
    contentCompanyDescription:
      'Tiendas Andes es una cadena chilena de vestuario familiar con 35 tiendas y más de 1.200 colaboradores. Su equipo de marketing lanza cerca de 40 campañas al año.',
    contentCompanyImage: image('tiendas-andes-empresa', 'Edificio de Tiendas Andes con su letrero'),
    outstandingTitle: 'Una campaña nacional publicada en 15 minutos',
    outstandingContent: `Antes, cada campaña requería **imprimir y despachar afiches** a 35 tiendas, con dos semanas de anticipación.

Hoy el equipo de marketing:

- programa las piezas por región y por franja horaria;
- recibe confirmación de reproducción de cada pantalla;
- retira una promoción en minutos cuando se agota el stock.`,
    outstandingMedia: [VIDEO_MP4, image('tiendas-andes-vitrina', 'Vitrina de una tienda con una pantalla vertical y otra horizontal de promociones tras el vidrio'), VIDEO_WEBM],
    contentChallenges: [
      'Campañas impresas que llegaban tarde a regiones',
      'Sin forma de comprobar qué se exhibía en cada tienda',
      'Altos costos de impresión y despacho',
    ],
    contentSolutions: [
      '120 pantallas de cartelería de 55" y 3 videowalls en tiendas ancla',
      'Plataforma de gestión de contenidos en la nube con roles de aprobación',
      'Monitoreo remoto y reportes mensuales de reproducción',
    ],
    contentVideoUrl: VIDEO_MP4,
    contentResults: [
      { title: '+45% engagement', description: 'Más clientes se detienen frente a las promociones en vitrina y pasillo.' },
      { title: '-80% costos de impresión', description: 'La mayoría de los afiches fue reemplazada por contenido digital.' },
      { title: '15 minutos', description: 'Es lo que tarda hoy una campaña en llegar a todas las tiendas del país.' },
    ],
  },
  {
    title: 'Gestión de filas y señalética digital en sucursales bancarias',
    company: 'Financiera Cordillera',
    description:
      'Tótems de autoatención, pantallas de llamado y contenido informativo redujeron la espera en 28 sucursales de la zona central.',
    image: image('financiera-cordillera', 'Sucursal bancaria con una pantalla de llamado de turnos, un tótem de autoatención y tres clientes esperando'),
    categories: ['Experiencia al Cliente', 'Analítica y Medición'],
    highlight: { text: 'Tiempos de espera 40% más cortos en horario punta' },
    contentCompanyDescription:
      'Financiera Cordillera atiende a más de 300.000 clientes en créditos de consumo y ahorro, con una red de 28 sucursales.',
    contentCompanyImage: image('financiera-cordillera-empresa', 'Edificio de Financiera Cordillera con su letrero'),
    outstandingTitle: 'Datos de espera para cada sucursal',
    outstandingContent: `Cada turno queda registrado: hora de llegada, trámite, módulo y tiempo de atención.

Con esos datos, los supervisores **mueven personal a las horas críticas** y la casa matriz compara sucursales semana a semana.`,
    outstandingMedia: [image('financiera-cordillera-totem', 'Tótem de autoatención en una sucursal, junto a una planta y una persona'), image('financiera-cordillera-tablero', 'Tablero con gráficos de los tiempos de espera por sucursal')],
    contentChallenges: ['Filas largas a fin de mes', 'Clientes sin información sobre su turno', 'Sin datos para dimensionar la dotación'],
    contentSolutions: ['Tótems de autoatención con ingreso por RUT', 'Pantallas de llamado con voz', 'Tablero de tiempos de espera en línea'],
    contentVideoUrl: null,
    contentResults: [
      { title: '-40% espera', description: 'Menos tiempo de espera promedio en el horario de mayor demanda.' },
      { title: '95% satisfacción', description: 'De los clientes encuestados califica la atención como buena o muy buena.' },
    ],
  },
  {
    title: 'Pantallas informativas en centros médicos',
    company: 'Red de Salud Vitalia',
    description:
      'Salas de espera con contenido preventivo y llamado de pacientes en pantalla mejoraron la experiencia en siete centros médicos.',
    image: image('red-salud-vitalia', 'Sala de espera de un centro médico con una pantalla informativa sobre el mesón y pacientes sentados'),
    categories: ['Experiencia al Cliente'],
    highlight: { number: '60%', text: 'más satisfacción de pacientes en sala de espera' },
    // Company description without image: the "La Empresa" block must stay hidden.
    contentCompanyDescription:
      'Red de Salud Vitalia reúne siete centros médicos ambulatorios en la Región Metropolitana y Valparaíso.',
    contentCompanyImage: null,
    outstandingTitle: 'Contenido de salud que sí se lee',
    outstandingContent: `Las cápsulas duran **menos de 15 segundos** y se programan según la especialidad de cada sala: pediatría, kinesiología o toma de muestras.`,
    outstandingMedia: [image('red-salud-vitalia-sala', 'Otra vista de la sala de espera, con la pantalla informativa y los pacientes')],
    contentChallenges: ['Pacientes que perdían su llamado', 'Televisores con canales abiertos sin relación con la salud'],
    contentSolutions: ['Llamado de pacientes integrado a la agenda médica', 'Parrilla de contenidos preventivos por especialidad'],
    contentVideoUrl: null,
    contentResults: [
      { title: '+60% satisfacción', description: 'Medida en la encuesta de salida de los pacientes.' },
      { title: '-30% llamados perdidos', description: 'Menos pacientes que no acuden cuando se les llama.' },
    ],
  },
  {
    title: 'Salas de clases colaborativas con pantallas interactivas',
    company: 'Instituto Tecnológico Araucaria',
    description:
      'Cuarenta salas reemplazaron proyectores y pizarras por pantallas interactivas de 75" con clases grabadas y materiales compartidos.',
    image: image('instituto-araucaria', 'Sala de clases con una pantalla interactiva que una mano está usando, y dos estudiantes a los lados'),
    categories: ['Productividad'],
    highlight: { number: '60%', text: 'más productividad en la preparación de clases' },
    contentCompanyDescription:
      'El Instituto Tecnológico Araucaria forma técnicos en Temuco y Concepción, con más de 6.000 estudiantes por año.',
    contentCompanyImage: image('instituto-araucaria-empresa', 'Edificio del Instituto Tecnológico Araucaria con su letrero'),
    outstandingTitle: 'Clases que quedan disponibles',
    outstandingContent: `Cada pizarra se guarda y se comparte con un código QR. Los estudiantes **descargan la clase al terminar** y los docentes reutilizan sus materiales de un semestre a otro.`,
    outstandingMedia: [VIDEO_WEBM, image('instituto-araucaria-sala', 'Otra sala de clases con la pantalla interactiva en uso')],
    // Only solutions: "El Desafío" / "La Solución" must stay hidden.
    contentChallenges: [],
    contentSolutions: ['Pantallas interactivas de 75" en 40 salas', 'Capacitación docente por escuela'],
    contentVideoUrl: VIDEO_WEBM,
    contentResults: [
      { title: '40 salas', description: 'Equipadas en un solo receso académico.' },
      { title: '+60% productividad', description: 'Menos tiempo preparando y proyectando materiales.' },
    ],
  },
  {
    title: 'Menús digitales para una cadena de restaurantes',
    company: 'Sabores del Puerto',
    description:
      'Menús en pantalla que cambian por horario y se actualizan desde la casa matriz en doce locales de comida rápida.',
    image: image('sabores-del-puerto', 'Tres menús digitales verticales sobre el mesón de un restaurante'),
    categories: ['Experiencia al Cliente', 'Cartelería Digital'],
    highlight: { number: '85%', text: 'más engagement con las promociones del día' },
    contentCompanyDescription: null,
    contentCompanyImage: null,
    outstandingTitle: null,
    outstandingContent: null,
    outstandingMedia: [],
    contentChallenges: ['Menús impresos desactualizados', 'Precios distintos entre locales'],
    contentSolutions: ['Menu boards digitales de 55" en formato vertical', 'Programación de desayuno, almuerzo y once'],
    contentVideoUrl: VIDEO_MP4,
    contentResults: [
      { title: '+85% engagement', description: 'Más ventas de los productos destacados en pantalla.' },
      { title: '-45% tiempo de actualización', description: 'Los cambios de precio se publican el mismo día en todos los locales.' },
    ],
  },
  {
    title: 'Videowall y medición de audiencia en un centro comercial',
    company: 'Centro Comercial Portal Oriente',
    description:
      'Un videowall LED de 12 m² en el acceso principal, con medición anónima de audiencia para vender espacios publicitarios.',
    image: image('portal-oriente', 'Pantalla LED gigante en un pasillo del centro comercial, con cuatro visitantes'),
    categories: ['Analítica y Medición', 'Cartelería Digital'],
    highlight: { number: '1B', text: 'impresiones medidas al año' },
    contentCompanyDescription:
      'Portal Oriente recibe a más de 1,5 millones de visitas al mes y reúne a 180 tiendas, patio de comidas y cines.',
    contentCompanyImage: image('portal-oriente-empresa', 'Edificio del centro comercial Portal Oriente con su letrero'),
    outstandingTitle: 'Publicidad con datos de audiencia',
    outstandingContent: `Los sensores cuentan **personas y miradas sin guardar imágenes**. Cada marca recibe un reporte con impactos efectivos por campaña.

1. Venta de espacios por franja horaria.
2. Reporte mensual por anunciante.
3. Ajuste de tarifas según audiencia real.`,
    outstandingMedia: [image('portal-oriente-videowall', 'Vista del pasillo del centro comercial con la pantalla LED gigante y visitantes'), VIDEO_MP4, image('portal-oriente-tablero', 'Tablero de medición de audiencia con gráficos de impresiones')],
    contentChallenges: ['Espacios publicitarios sin métricas', 'Pantallas aisladas sin administración central'],
    contentSolutions: ['Videowall LED P2,6 de 12 m²', 'Sensores de medición de audiencia anónima', 'Tablero para anunciantes'],
    contentVideoUrl: null,
    contentResults: [
      { title: '+1B impresiones', description: 'Medidas en el primer año de operación.' },
      { title: '80% recordación', description: 'De marca en las campañas evaluadas con encuestas.' },
      { title: '+35% conversión', description: 'En las tiendas que promocionaron ofertas en el videowall.' },
    ],
  },
  {
    // Minimal case: only the required fields and one category.
    title: 'Comunicación interna en faenas mineras',
    company: 'Minera Altiplano',
    description:
      'Pantallas en comedores y salas de cambio mantienen informados a 2.000 trabajadores de turno sobre seguridad y metas de producción.',
    image: null,
    categories: ['Productividad'],
    highlight: null,
    contentCompanyDescription: null,
    contentCompanyImage: null,
    outstandingTitle: null,
    outstandingContent: null,
    outstandingMedia: [],
    contentChallenges: [],
    contentSolutions: [],
    contentVideoUrl: null,
    contentResults: [],
  },
];
