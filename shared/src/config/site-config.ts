/** Company facts (docs/decisions.md, "Values the first version left out"). Pages read these, never literals. */
const whatsappNumber = '56912345678';
const whatsappGreeting = 'Hola LINX, me gustaría recibir más información sobre sus soluciones.';

export const siteConfig = {
  brand: 'LINX',
  tagline: 'Everything about links',
  siteUrl: 'https://www.linx.cl',
  locale: 'es_CL',
  companyEmail: 'contacto@linx.cl',
  socialEmail: 'redes@linx.cl',
  phoneDisplay: '+56 9 1234 5678',
  whatsappUrl: `https://wa.me/${whatsappNumber}?text=${encodeURIComponent(whatsappGreeting)}`,
  portalUrl: 'https://portal.linx.cl',
  address: {
    street: 'Av. Apoquindo 4501, oficina 1203',
    city: 'Las Condes, Santiago',
    country: 'Chile',
  },
  social: {
    linkedin: 'https://www.linkedin.com/company/linx-chile',
    instagram: 'https://www.instagram.com/linx.chile',
    youtube: 'https://www.youtube.com/@linxchile',
  },
} as const;

export const formatAddress = (): string =>
  `${siteConfig.address.street}, ${siteConfig.address.city}, ${siteConfig.address.country}`;
