/** Fixed Spanish copy of /contacto/exito (docs/site.md §2 "Contact success"). */
export const contactSuccessCopy = {
  seo: {
    title: 'Mensaje Enviado',
    description: 'Gracias por contactar a LINX. Hemos recibido tu mensaje y te responderemos a la brevedad.',
    keywords: ['contacto LINX', 'mensaje enviado'],
  },
  title: '¡Mensaje Enviado!',
  text: 'Gracias por contactarnos. Hemos recibido tu mensaje y te responderemos a la brevedad.',
  backHome: 'Volver al Inicio',
} as const;
