/** Fixed Spanish copy of /sobre-nosotros/firmas (docs/site.md §2 "Email signature builder"). */
export const signatureSeo = {
  title: 'Generador de Firmas',
  description: 'Herramienta interna de LINX para generar firmas de correo electrónico en HTML para el equipo.',
  keywords: ['firma de correo', 'firma HTML', 'LINX'],
} as const;

export const signatureHero = {
  back: 'Volver',
  eyebrow: 'Herramienta interna',
  title: 'Generador de Firmas de Correo',
  lead: 'Elige a un integrante del equipo, revisa la vista previa y copia el código HTML de su firma.',
} as const;

export const signatureCopy = {
  membersTitle: 'Elige a un integrante',
  previewTitle: 'Vista previa',
  previewLabel: (name: string) => `Firma de ${name}`,
  /** Sample mail text above the signature in the preview (decorative). */
  greeting: 'Saludos cordiales,',
  copy: 'Copiar código HTML',
  copied: '¡Código HTML copiado!',
  refused:
    'Tu navegador no permitió copiar automáticamente. Selecciona el código de abajo y cópialo manualmente (Ctrl + C o ⌘ + C).',
  codeLabel: 'Código HTML de la firma',
  note: '* Para implementar la firma, copia el código HTML y pégalo en tu cliente de correo electrónico.',
  /** The team roster comes from the CMS: shown when it is down or empty. */
  empty: 'No pudimos cargar la lista del equipo en este momento. Vuelve a intentarlo más tarde.',
} as const;

/** Texts placed inside the generated signature HTML. */
export const signatureHtmlCopy = {
  photoAlt: (name: string) => `Foto de ${name}`,
} as const;
