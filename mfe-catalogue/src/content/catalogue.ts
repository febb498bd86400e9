/** Fixed Spanish copy of the product catalogue (/productos). Product data itself comes from the CMS. */
export const catalogueSeo = {
  title: 'Catálogo de Productos',
  description:
    'Catálogo de pantallas interactivas, pantallas de cartelería digital, pantallas LED y videowalls de LINX: busca por marca o característica, compara especificaciones y solicita información.',
  keywords: [
    'catálogo de productos',
    'pantallas interactivas',
    'pantallas de cartelería',
    'cartelería digital',
    'pantallas LED',
    'videowalls',
    'señalización digital',
    'LINX Chile',
  ],
} as const;

export const catalogueHero = {
  eyebrow: 'Productos',
  title: 'Catálogo de Productos',
  lead: 'Pantallas interactivas, cartelería digital, LED y videowalls de las mejores marcas, listas para integrarse con tu plataforma de contenidos.',
} as const;

export const searchCopy = {
  label: 'Buscar productos',
  placeholder: 'Buscar productos...',
  clear: 'Borrar búsqueda',
  submit: 'Buscar',
} as const;

export const categoryCopy = {
  title: 'Categorías',
  all: 'Ver todos',
  /** Accessible name of the button group (the same wording as the other filtered lists of the site). */
  groupLabel: 'Filtrar productos por categoría',
} as const;

export const resultsCopy = {
  all: 'Todos los productos',
  searchResults: (term: string): string => `Resultados para "${term}"`,
  count: (count: number): string => (count === 1 ? '1 producto' : `${count} productos`),
  shown: (shown: number, total: number): string => `Mostrando ${shown} de ${total} productos`,
  showMore: (more: number): string => (more === 1 ? 'Mostrar 1 producto más' : `Mostrar ${more} productos más`),
} as const;

export const cardCopy = {
  details: 'Detalles',
  detailsLabel: (name: string): string => `Detalles de ${name}`,
  resolution: 'Resolución',
  glow: 'Brillo',
  notSpecified: 'No especificado',
} as const;

export const imageCopy = {
  previous: (name: string): string => `Imagen anterior de ${name}`,
  next: (name: string): string => `Imagen siguiente de ${name}`,
  show: (position: number, name: string): string => `Ver imagen ${position} de ${name}`,
  alt: (name: string, position: number, total: number): string =>
    total > 1 ? `${name}, imagen ${position} de ${total}` : name,
  position: (position: number, total: number): string => `${position} / ${total}`,
} as const;

export const detailCopy = {
  back: 'Volver a productos',
  close: 'Cerrar detalle',
  brochure: 'Ver documento técnico',
  brochureHint: '(se abre en una pestaña nueva)',
  description: 'Descripción',
  features: 'Características',
  specs: 'Especificaciones',
  sizes: 'Tamaños Disponibles',
  requestInfo: 'Solicitar información',
  specLabels: {
    resolution: 'Resolución',
    glow: 'Brillo',
    system: 'Sistema',
    operation: 'Operación',
  },
} as const;
