export const layoutCopy = {
  skipToContent: 'Saltar al contenido',
  mainNav: 'Navegación principal',
  homeLink: 'LINX, ir al inicio',
  openMenu: 'Abrir menú',
  closeMenu: 'Cerrar menú',
  mobileMenu: 'Menú',
  mobileHome: 'Inicio',
  catalogueCta: 'Ver todo el catálogo',
  newTab: '(se abre en una pestaña nueva)',
} as const;
