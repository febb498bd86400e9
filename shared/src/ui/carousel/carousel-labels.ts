/** Spanish accessible names of the carousel controls (one place for the whole suite). */
export const carouselLabels = {
  roleDescription: 'carrusel',
  slideRoleDescription: 'diapositiva',
  previous: 'Diapositiva anterior',
  next: 'Diapositiva siguiente',
  pause: 'Pausar rotación automática',
  play: 'Reanudar rotación automática',
  goTo: (n: number): string => `Ir a la diapositiva ${n}`,
  slide: (n: number, total: number): string => `${n} de ${total}`,
  dots: 'Elegir diapositiva',
} as const;
