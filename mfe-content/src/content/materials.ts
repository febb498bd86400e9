/** Fixed Spanish copy of /recursos. */
export const materialsCopy = {
  seo: {
    title: 'Materiales Descargables',
    description:
      'Descarga briefs, guías y checklists de LINX sobre cartelería digital, medición de audiencia, Lift and Learn, comunicación interna e IA.',
    keywords: ['materiales descargables', 'brief', 'guía', 'cartelería digital', 'recursos', 'LINX'],
  },
  hero: {
    eyebrow: 'Recursos',
    title: 'Materiales Descargables',
    lead: 'Briefs, guías y checklists listos para compartir con tu equipo y planificar tu próximo proyecto.',
  },
  filterLabel: 'Filtrar materiales por categoría',
  searchLabel: 'Buscar materiales',
  searchPlaceholder: 'Buscar materiales...',
  clearSearch: 'Borrar búsqueda',
  listHeading: 'Materiales disponibles',
  resultCount: (count: number) => (count === 1 ? '1 material' : `${count} materiales`),
  download: 'Descargar Brief',
  downloadLabel: (title: string) => `Descargar Brief: ${title} (se abre en una pestaña nueva)`,
} as const;
