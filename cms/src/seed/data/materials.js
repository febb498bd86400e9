'use strict';

// Downloadable briefs (/recursos). `file` is the PDF under src/seed/uploads/materials/ (made by scripts/generate-media.mjs),
// uploaded to the Media Library by the seed;
// `points` fill the PDF's body.
module.exports = [
  {
    title: 'Brief: Cartelería Digital para Retail',
    file: 'brief-carteleria-digital-retail.pdf',
    description:
      'Ubicaciones clave, formatos de pantalla y calendario de contenidos para que tu red en tienda impulse la venta desde el primer mes.',
    categories: ['Experiencia al Cliente', 'Cartelería Digital'],
    points: [
      'Vitrina, pasillo de decisión y caja: qué mostrar en cada punto.',
      'Formatos recomendados: 55" vertical, videowall 2x2 y pantallas de alto brillo.',
      'Ciclos de contenido de 60 a 90 segundos con piezas de 8 a 12 segundos.',
      'Indicadores para evaluar el piloto antes de escalar.',
    ],
  },
  {
    title: 'Guía de Medición de Audiencia',
    file: 'guia-medicion-audiencia.pdf',
    description:
      'Cómo contar personas, miradas y tiempo de atención frente a tus pantallas de forma anónima, y cómo convertir esos datos en decisiones.',
    categories: ['Analítica y Medición'],
    points: [
      'Oportunidades de ver, impresiones efectivas y tiempo de atención.',
      'Procesamiento en el equipo: sin imágenes ni datos personales almacenados.',
      'Tablero mensual y grupo de control.',
      'Señalética de privacidad recomendada.',
    ],
  },
  {
    title: 'Brief: Tecnología Lift & Learn',
    file: 'brief-lift-and-learn.pdf',
    description:
      'Exhibidores que reaccionan cuando el cliente levanta un producto: componentes, contenidos recomendados y métricas de interacción.',
    categories: ['Experiencia al Cliente'],
    points: [
      'Sensores en el exhibidor y reproductor conectado a la pantalla.',
      'Ficha, comparación y llamado a la acción por producto.',
      'Reporte de levantamientos frente a ventas por modelo.',
    ],
  },
  {
    title: 'Checklist: Comunicación Interna con Pantallas',
    file: 'checklist-comunicacion-interna.pdf',
    description:
      'Veinte puntos para lanzar un canal de pantallas internas en oficinas, plantas y faenas: contenidos, responsables y frecuencia.',
    categories: ['Productividad'],
    points: [
      'Un responsable de contenido por sede.',
      'Plantillas aprobadas por comunicaciones.',
      'Indicadores de seguridad y metas en tiempo real.',
      'Mensajes urgentes que interrumpen la programación.',
    ],
  },
  {
    title: 'Brief: Asistente IA para Atención al Cliente',
    file: 'brief-asistente-ia.pdf',
    description:
      'Casos de uso, integración con tus sistemas y plan de piloto para un asistente de inteligencia artificial en web, WhatsApp o tótem.',
    categories: ['Inteligencia Artificial', 'Experiencia al Cliente'],
    points: [
      'Selección de 10 a 15 intenciones frecuentes.',
      'Derivación a una persona sin perder el contexto.',
      'Métricas: resolución, satisfacción y derivaciones.',
    ],
  },
  {
    title: 'Guía para Elegir un Videowall',
    file: 'guia-elegir-videowall.pdf',
    description:
      'LCD o LED, bisel, brillo y pixel pitch explicados con ejemplos para salas de control, malls y vitrinas.',
    categories: ['Cartelería Digital'],
    points: [
      'Bisel de 0,44 mm frente a LED sin uniones.',
      'Brillo según ubicación: 500, 700 y 2.500 nits.',
      'Operación 24/7, calibración y repuestos.',
    ],
  },
  {
    title: 'Brief: Gestión de Contenidos en la Nube',
    file: 'brief-gestion-contenidos-nube.pdf',
    description:
      'Programación por horario, grupos de pantallas, aprobaciones y monitoreo para administrar cientos de pantallas desde el navegador.',
    categories: ['Productividad', 'Cartelería Digital'],
    points: [
      'Programación con vigencias automáticas.',
      'Roles: creación, aprobación y publicación.',
      'Reproducción sin conexión y sincronización posterior.',
      'Reportes de reproducción para anunciantes.',
    ],
  },
  {
    title: 'Ficha: Pantallas Interactivas para Salas y Aulas',
    file: 'ficha-pantallas-interactivas.pdf',
    description:
      'Tamaños recomendados por sala, funciones de colaboración y requisitos de videoconferencia para pantallas interactivas.',
    categories: ['Productividad'],
    points: [
      '65" para 6 personas, 75" para 12 y 86" para salas grandes.',
      'Toque multipunto, presentación inalámbrica y pizarra compartida.',
      'Capacitación breve por área.',
    ],
  },
  {
    title: 'Brief: Servicios Cloud y Soporte',
    file: 'brief-servicios-cloud-soporte.pdf',
    description:
      'Mesa de ayuda, monitoreo proactivo y niveles de servicio para redes de pantallas y aplicaciones en la nube.',
    categories: ['Productividad'],
    points: [
      'Monitoreo de disponibilidad de cada pantalla.',
      'Mesa de ayuda en español.',
      'Reportes mensuales de incidencias y disponibilidad.',
    ],
  },
];
