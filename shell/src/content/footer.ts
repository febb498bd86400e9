import { paths, siteConfig } from '@linx/shared';

export interface FooterLinkGroup {
  title: string;
  links: Array<{ label: string; href: string }>;
}

/** Five link columns (docs/site.md §2 footer). */
export const footerGroups: FooterLinkGroup[] = [
  {
    title: 'Soluciones',
    links: [
      { label: 'Conecta con tu audiencia', href: paths.customerExperience },
      { label: 'Impulsa tu productividad', href: paths.productivity },
      { label: 'Catálogo de Productos', href: paths.products },
    ],
  },
  {
    title: 'Servicios',
    links: [
      { label: 'Todos los servicios', href: paths.services },
      { label: 'Señalización Digital', href: paths.digitalSignage },
      { label: 'Gestión de Contenidos', href: paths.contentManagement },
      { label: 'Lift and Learn', href: paths.liftAndLearn },
      { label: 'Medición de Audiencia', href: paths.audienceMeasurement },
    ],
  },
  {
    title: 'Tecnología',
    links: [
      { label: 'Asistente IA', href: paths.aiAssistant },
      { label: 'Implementación Cloud', href: paths.cloud },
      { label: 'Comunicaciones Internas', href: paths.internalCommunications },
      { label: 'SEO y SEM', href: paths.seo },
    ],
  },
  {
    title: 'Recursos',
    links: [
      { label: 'Blog', href: paths.blog },
      { label: 'Podcast', href: paths.podcast },
      { label: 'Materiales Descargables', href: paths.materials },
      { label: 'Casos de Éxito', href: paths.cases },
    ],
  },
  {
    title: 'Empresa',
    links: [
      { label: 'Sobre Nosotros', href: paths.about },
      { label: 'Contacto', href: paths.contact },
      { label: 'Portal de Clientes', href: siteConfig.portalUrl },
    ],
  },
];

export const footerCopy = {
  about:
    'Integramos pantallas, software e inteligencia artificial para conectar marcas con personas en retail, malls, salud y educación.',
  contactTitle: 'Contacto',
  socialTitle: 'Síguenos',
  rights: 'Todos los derechos reservados.',
  whatsapp: 'Escríbenos por WhatsApp',
} as const;
