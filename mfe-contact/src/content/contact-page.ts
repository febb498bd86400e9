import { siteConfig } from '@linx/shared';

/** Fixed Spanish copy of /contacto (docs/site.md §2 "Contact"). */
export const contactSeo = {
  title: 'Contacto',
  description:
    'Contáctanos: cuéntanos sobre tu proyecto de cartelería digital, gestión de contenidos, medición de audiencia o inteligencia artificial y un asesor de LINX te responderá.',
  keywords: ['contacto LINX', 'cotización cartelería digital', 'asesoría digital signage', 'LINX Chile'],
} as const;

export const contactHero = {
  eyebrow: 'Hablemos',
  title: 'Contáctanos',
  lead: 'Cuéntanos qué necesitas y un asesor de LINX te responderá a la brevedad con una propuesta a la medida de tu negocio.',
} as const;

export const contactFormCopy = {
  fields: {
    name: { label: 'Nombre', placeholder: 'Tu nombre y apellido', autoComplete: 'name' },
    email: {
      label: 'Email Corporativo',
      placeholder: 'nombre@empresa.cl',
      hint: 'Por favor, utiliza tu email corporativo',
      autoComplete: 'email',
    },
    company: { label: 'Empresa', placeholder: 'Nombre de tu empresa', autoComplete: 'organization' },
    service: { label: 'Servicio de Interés', placeholder: 'Selecciona un servicio' },
    message: { label: 'Mensaje', placeholder: 'Cuéntanos sobre tu proyecto, tus locales o tus pantallas…' },
  },
  title: 'Envíanos un mensaje',
  requiredNote: 'Campos obligatorios',
  submit: 'Enviar Mensaje',
  sending: 'Enviando…',
  failure: 'No pudimos enviar tu mensaje. Inténtalo nuevamente en unos minutos.',
  /** Label of the hidden anti-bot field; people never see or reach it. */
  honeypotLabel: 'Sitio web (deja este campo vacío)',
} as const;

export type ContactDetailIcon = 'mail' | 'location' | 'support';

export interface ContactDetail {
  icon: ContactDetailIcon;
  title: string;
  /** The card's main line: a link (mailbox) or plain text (place). */
  main?: { label: string; href?: string };
  text: string;
  /** Highlighted card (navy) instead of white. */
  featured?: boolean;
}

export const contactDetailsTitle = 'Otras formas de contactarnos';

export const contactDetails: readonly ContactDetail[] = [
  {
    icon: 'mail',
    title: 'Escríbenos',
    main: { label: siteConfig.companyEmail, href: `mailto:${siteConfig.companyEmail}` },
    text: 'Respondemos todas las consultas comerciales.',
  },
  {
    icon: 'location',
    title: 'Ubicación',
    main: { label: 'Santiago, Chile' },
    text: 'Implementamos proyectos en todo Chile.',
  },
  {
    icon: 'support',
    title: '¡Estamos aquí para ayudarte!',
    text: 'Te acompañamos desde la primera idea hasta la instalación y el soporte de tus pantallas.',
    featured: true,
  },
];
