/** Fixed Spanish copy of /interno/analitica, the staff dashboard (docs/decisions.md 14). */
export const analyticsSeo = {
  title: 'Analítica del sitio',
  description: 'Panel interno de LINX: visitas, conversiones y Core Web Vitals medidos sin cookies.',
  keywords: ['analítica', 'Core Web Vitals', 'LINX'],
} as const;

export const analyticsHero = {
  eyebrow: 'Herramienta interna',
  title: 'Analítica del sitio',
  lead: 'Visitas, conversiones y la velocidad real del sitio, medidas en nuestros servidores sin cookies ni datos personales.',
} as const;

export const RANGE_DAYS = [7, 30, 90] as const;
export type RangeDays = (typeof RANGE_DAYS)[number];

export const analyticsCopy = {
  rangeLabel: 'Período',
  range: (days: number) => `Últimos ${days} días`,
  tokenTitle: 'Clave del equipo',
  tokenHelp: 'Las cifras son solo para el equipo. Ingresa la clave del panel; se guarda solo en esta pestaña.',
  tokenLabel: 'Clave del panel',
  tokenSubmit: 'Ver cifras',
  tokenRefused: 'La clave no es válida. Revísala e inténtalo nuevamente.',
  failed: 'No pudimos cargar las cifras en este momento. Inténtalo nuevamente en unos minutos.',
  empty: 'Todavía no hay visitas registradas en este período.',
  summaryTitle: 'Resumen',
  visitors: 'Visitantes',
  pageviews: 'Páginas vistas',
  conversions: 'Conversiones',
  leads: 'Leads',
  dailyTitle: 'Visitas y conversiones por día',
  dailyChartLabel: (days: number, visitors: number, conversions: number) =>
    `Gráfico de los últimos ${days} días: ${visitors} visitantes y ${conversions} conversiones en total.`,
  showTable: 'Ver los datos como tabla',
  day: 'Día',
  funnelTitle: 'Embudo: página → contacto → lead',
  funnelSteps: ['Visitantes', 'Visitaron Contacto', 'Enviaron un lead'],
  pagesTitle: 'Páginas más vistas',
  page: 'Página',
  entriesTitle: 'Páginas de entrada',
  sourcesTitle: 'Fuentes',
  source: 'Fuente',
  visits: 'Visitas',
  rate: 'Tasa de conversión',
  conversionsTitle: 'Conversiones por tipo',
  kind: 'Tipo',
  count: 'Cantidad',
  vitalsTitle: 'Core Web Vitals de visitas reales (p75)',
  vitalsHelp: 'Percentil 75 por ruta y la proporción de visitas buenas, por mejorar y malas.',
  device: 'Dispositivo',
  route: 'Ruta',
  metric: 'Métrica',
  samples: 'Mediciones',
  good: 'Buenas',
  needsImprovement: 'Por mejorar',
  poor: 'Malas',
  targetsTitle: 'Elementos más lentos',
  target: 'Elemento',
  worst: 'Peor valor',
  none: 'Sin datos en este período.',
  releaseErrorsTitle: 'Errores por remoto y versión',
  releaseErrorsHelp:
    'Errores en los navegadores de los visitantes (errores no capturados, promesas rechazadas y el aviso «no disponible») por cada página vista de esa versión.',
  remote: 'Remoto',
  release: 'Versión',
  errors: 'Errores',
  fallbacks: 'Avisos «no disponible»',
  errorRate: 'Errores por vista',
  ownBuild: 'compilación propia',
  releaseLogTitle: 'Publicaciones, rechazos y vueltas atrás',
  releaseLogHelp: 'Los últimos cambios de versión de cada app, con quién los hizo y por qué.',
  when: 'Cuándo',
  app: 'App',
  action: 'Acción',
  by: 'Quién',
  reason: 'Motivo',
} as const;

export const releaseActionNames: Record<string, string> = {
  promote: 'Publicada',
  refused: 'Rechazada por el canary',
  forced: 'Publicada sin canary (--force)',
  rollback: 'Vuelta atrás',
  'auto-rollback': 'Vuelta atrás automática',
};

export const conversionNames: Record<string, string> = {
  lead: 'Lead del formulario',
  whatsapp: 'Botón de WhatsApp',
  portal: 'Portal de clientes',
  brief: 'Descarga de brief',
  consultoria: 'Solicitar una consultoría',
  phone: 'Llamada telefónica',
  email: 'Correo electrónico',
};

export const deviceNames: Record<string, string> = {
  all: 'Todos',
  mobile: 'Teléfono',
  tablet: 'Tableta',
  desktop: 'Escritorio',
};
