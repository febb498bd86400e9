/** Fixed Spanish copy of /blog and /blog/{slug}. Editorial content comes from the CMS. */
export const blogCopy = {
  seo: {
    title: 'Blog',
    description:
      'Ideas, guías y tendencias sobre cartelería digital, experiencia de cliente, medición de audiencia e inteligencia artificial para tu negocio.',
    keywords: [
      'blog',
      'cartelería digital',
      'experiencia de cliente',
      'retail',
      'medición de audiencia',
      'inteligencia artificial',
    ],
  },
  hero: {
    eyebrow: 'Recursos',
    title: 'Blog LINX',
    lead: 'Ideas, guías y casos prácticos para conectar con tu audiencia e impulsar la productividad de tu negocio.',
  },
  filterLabel: 'Filtrar artículos por categoría',
  featured: 'Destacado',
  moreArticles: 'Más artículos',
  readArticle: 'Leer artículo',
  byAuthor: 'Por',
  article: {
    back: 'Volver al blog',
    share: 'Compartir',
    shareLabel: 'Compartir este artículo',
    copied: 'Enlace copiado al portapapeles.',
    copyFailed: 'No pudimos copiar el enlace. Cópialo desde la barra de direcciones del navegador.',
    linkedin: 'Perfil de LinkedIn',
    linkedinLabel: (name: string) => `Perfil de LinkedIn de ${name} (se abre en una pestaña nueva)`,
    email: 'Escribir un correo',
    emailLabel: (name: string) => `Escribir un correo a ${name}`,
    coverAlt: (title: string) => `Portada del artículo: ${title}`,
    avatarAlt: (name: string) => `Foto de ${name}`,
    authorHeading: 'Autor',
    loadingTitle: 'Artículo',
    notFoundTitle: 'Artículo no encontrado',
    notFoundText: 'No encontramos el artículo que buscas.',
  },
} as const;
