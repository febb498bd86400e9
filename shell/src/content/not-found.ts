export const notFoundCopy = {
  title: 'Página no encontrada',
  description: 'La página que buscas no existe.',
  routerError: 'Unexpected Application Error!',
  status: '404 Not Found',
  message: 'La página que buscas no existe o cambió de dirección.',
  backHome: 'Volver al Inicio',
} as const;
