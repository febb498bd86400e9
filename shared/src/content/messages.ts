/** Spanish copy of the shared primitives, including the empty states of docs/site.md §8. */
export const messages = {
  loading: 'Cargando…',
  remoteUnavailable: 'Esta sección no está disponible en este momento',
  remoteUnavailableHint: 'Puedes intentarlo de nuevo o seguir navegando por el resto del sitio.',
  retry: 'Reintentar',
  consultancy: 'Solicitar una consultoría',
  empty: {
    articles: 'No hay artículos para mostrar en este momento.',
    cases: 'No hay casos de éxito para mostrar en este momento.',
    products: 'No se encontraron productos que coincidan con tu búsqueda.',
    materials: 'No hay materiales para mostrar en este momento.',
  },
  imageUnavailable: 'Imagen no disponible',
  categories: 'Categorías',
  noAvatar: 'No img',
  notFound: {
    title: 'Página no encontrada',
    description: 'La página que buscas no existe.',
    routerError: 'Unexpected Application Error!',
    status: '404 Not Found',
    message: 'La página que buscas no existe o cambió de dirección.',
    backHome: 'Volver al Inicio',
  },
} as const;
