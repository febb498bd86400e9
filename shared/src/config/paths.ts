/** Every URL of the site. Route table, menus, footer and links all read from here. */
export const paths = {
  home: '/',
  homeAlias: '/home',
  products: '/productos',
  customerExperience: '/experiencia-cliente',
  productivity: '/productividad',
  digitalSignage: '/servicios/senalizacion-digital',
  contentManagement: '/servicios/gestion-contenidos',
  liftAndLearn: '/servicios/lift-and-learn',
  audienceMeasurement: '/servicios/medicion-audiencia',
  cloud: '/servicios/cloud',
  aiAssistant: '/servicios/asistente-ia',
  internalCommunications: '/servicios/comunicaciones-internas',
  seo: '/servicios/seo',
  blog: '/blog',
  blogArticle: '/blog/:slug',
  podcast: '/podcast',
  cases: '/casos-exito',
  caseDetail: '/casos-exito/:id',
  about: '/sobre-nosotros',
  signatures: '/sobre-nosotros/firmas',
  materials: '/recursos',
  contact: '/contacto',
  contactSuccess: '/contacto/exito',
} as const;

export type PathKey = keyof typeof paths;

export const blogArticlePath = (slug: string): string => `/blog/${encodeURIComponent(slug)}`;
export const caseDetailPath = (id: number | string): string => `/casos-exito/${encodeURIComponent(String(id))}`;

/** Anchor of the contact form; the consultancy helper lands here. */
export const CONTACT_FORM_ID = 'contact-form';
export const contactFormPath = `${paths.contact}#${CONTACT_FORM_ID}`;
