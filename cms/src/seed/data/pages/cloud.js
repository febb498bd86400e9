'use strict';

/**
 * /servicios/cloud (docs/site.md §2 "Cloud implementation"), built from sections: the page's copy, illustration
 * and database logos as the site showed them when its words lived in code, in the same order. Its cards inform;
 * they are not links.
 */
module.exports = {
  path: '/servicios/cloud',
  title: 'Implementación Cloud',
  description:
    'Consultoría cloud y AWS: migración, arquitectura, monitoreo, seguridad, optimización de costos, desarrollo cloud-native y bases de datos administradas.',
  keywords:
    'implementación cloud, AWS, migración a la nube, arquitectura cloud, optimización de costos, cloud native, bases de datos administradas',
  noindex: false,
  schemaType: 'Service',
  sections: [
    {
      __component: 'sections.page-hero',
      eyebrow: 'Consultoría cloud · AWS',
      title: 'Implementación cloud: migra, moderniza y escala sin sobresaltos',
      lead: 'Llevamos tus aplicaciones y datos a AWS con una estrategia a la medida de tu negocio: menos costos fijos, más disponibilidad y equipos enfocados en crear valor.',
      image: {
        file: 'services/cloud-hero.svg',
        alt: 'Diagrama de una arquitectura en la nube con servidores, bases de datos y usuarios conectados',
      },
      actions: [
        { kind: 'consultancy', variant: 'primary' },
        { kind: 'anchor', label: 'Estrategias de migración', target: 'estrategias', variant: 'secondary' },
      ],
    },
    {
      __component: 'sections.feature-grid',
      eyebrow: 'Servicios',
      title: 'Acompañamiento cloud de punta a punta',
      lead: 'Un equipo certificado que diseña, ejecuta y opera contigo cada etapa del camino a la nube.',
      tone: 'light',
      columns: 'three',
      iconTone: 'accent',
      items: [
        { icon: 'ArrowRightLeft', title: 'Migración a la nube', description: 'Evaluamos tu infraestructura y trasladamos cargas con el menor tiempo de inactividad posible.' },
        { icon: 'Layers3', title: 'Arquitectura cloud', description: 'Diseños seguros, resilientes y eficientes según las buenas prácticas de AWS.' },
        { icon: 'Activity', title: 'Monitoreo', description: 'Observabilidad de aplicaciones e infraestructura con alertas y tableros en tiempo real.' },
        { icon: 'ShieldCheck', title: 'Seguridad', description: 'Identidades, cifrado, respaldos y cumplimiento normativo desde el primer día.' },
        { icon: 'PiggyBank', title: 'Optimización de costos', description: 'Ajuste de capacidad, instancias reservadas y reportes para pagar solo lo que usas.' },
        { icon: 'Code2', title: 'Desarrollo cloud-native', description: 'Aplicaciones serverless, contenedores y APIs que escalan solas con la demanda.' },
      ],
    },
    {
      __component: 'sections.feature-grid',
      eyebrow: '¿Por qué migrar?',
      title: 'La nube convierte la infraestructura en una ventaja',
      tone: 'soft',
      columns: 'four',
      iconTone: 'info',
      items: [
        { icon: 'Scale', title: 'Escala a demanda', description: 'Crece en minutos para una campaña y vuelve al tamaño habitual cuando termina.' },
        { icon: 'TrendingUp', title: 'Costos variables', description: 'Deja atrás la compra de servidores: pagas por uso y con visibilidad total del gasto.' },
        { icon: 'Globe2', title: 'Disponibilidad global', description: 'Infraestructura en múltiples zonas para que tu servicio siga en pie ante fallas.' },
        { icon: 'Rocket', title: 'Innovación más rápida', description: 'Servicios administrados de datos, analítica e IA listos para usar.' },
      ],
    },
    {
      __component: 'sections.feature-grid',
      eyebrow: 'Estrategias de migración',
      title: 'Cinco caminos hacia la nube',
      lead: 'Cada aplicación merece la estrategia que equilibra esfuerzo, costo y beneficio.',
      anchor: 'estrategias',
      tone: 'dark',
      columns: 'three',
      iconTone: 'accent',
      items: [
        { icon: 'Boxes', title: 'Lift and Shift', description: 'Trasladamos la aplicación tal como está. La forma más rápida de salir del centro de datos.', bullets: 'Ideal para plazos acotados' },
        { icon: 'ServerCog', title: 'Replatforming', description: 'Pequeños ajustes para aprovechar servicios administrados, como bases de datos o balanceadores.', bullets: 'Beneficios sin reescribir código' },
        { icon: 'Wrench', title: 'Refactoring', description: 'Rediseñamos la aplicación con arquitectura cloud-native para ganar escala y agilidad.', bullets: 'Máximo retorno a largo plazo' },
        { icon: 'ShoppingCart', title: 'Repurchase', description: 'Reemplazamos el sistema por una solución SaaS equivalente y migramos sus datos.', bullets: 'Menos software que mantener' },
        { icon: 'Trash2', title: 'Retire', description: 'Identificamos y damos de baja las aplicaciones que ya no aportan valor.', bullets: 'Menos licencias que mantener' },
      ],
    },
    {
      __component: 'sections.logo-cards',
      eyebrow: 'Bases de datos',
      title: 'El motor correcto para cada tipo de dato',
      lead: 'Implementamos y administramos bases de datos en la nube, con respaldos automáticos y alta disponibilidad.',
      tone: 'light',
      items: [
        {
          logo: { file: 'services/db-s3.svg', alt: 'Logotipo de Amazon S3' },
          kind: 'Almacenamiento de objetos',
          title: 'Amazon S3',
          description: 'Archivos, respaldos, videos e imágenes con durabilidad extrema y costo por uso.',
          tags: 'Respaldos\nData lakes\nContenido estático',
        },
        {
          logo: { file: 'services/db-dynamodb.svg', alt: 'Logotipo de Amazon DynamoDB' },
          kind: 'Base de datos clave-valor',
          title: 'Amazon DynamoDB',
          description: 'Respuestas en milisegundos a cualquier escala, sin servidores que administrar.',
          tags: 'Serverless\nAlta concurrencia\nBaja latencia',
        },
        {
          logo: { file: 'services/db-rds.svg', alt: 'Logotipo de Amazon RDS' },
          kind: 'Base de datos relacional administrada',
          title: 'Amazon RDS',
          description: 'Motores SQL conocidos con parches, réplicas y respaldos automáticos.',
          tags: 'PostgreSQL\nMySQL\nMariaDB\nSQL Server',
        },
      ],
    },
    {
      __component: 'sections.feature-grid',
      eyebrow: 'Beneficios',
      title: 'Lo que gana tu empresa',
      tone: 'soft',
      columns: 'four',
      iconTone: 'accent',
      items: [
        { icon: 'Gauge', title: 'Rendimiento', description: 'Aplicaciones más rápidas y estables, incluso en los peaks de demanda.' },
        { icon: 'Lock', title: 'Seguridad reforzada', description: 'Controles de acceso, cifrado y auditoría continua de tu entorno.' },
        { icon: 'PiggyBank', title: 'Ahorro sostenido', description: 'Gasto optimizado mes a mes con reportes claros y recomendaciones.' },
        { icon: 'RefreshCcw', title: 'Continuidad operacional', description: 'Respaldos y recuperación ante desastres probados periódicamente.' },
      ],
      actions: [{ kind: 'consultancy', label: 'Evaluar mi migración', variant: 'primary' }],
    },
  ],
};
