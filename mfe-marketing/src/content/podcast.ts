import { paths, siteConfig } from '@linx/shared';
import type { SectionAction } from '../sections/section-actions';

export const podcastSeo = {
  title: `Podcast ${siteConfig.brand}`,
  description:
    'Conversaciones sobre cartelería digital, experiencia de cliente, datos e inteligencia artificial con especialistas y clientes de LINX.',
  keywords: ['podcast', 'cartelería digital', 'retail', 'experiencia de cliente', 'inteligencia artificial', 'LINX'],
  path: paths.podcast,
} as const;

export const podcastHero = {
  eyebrow: 'Recursos',
  title: `Podcast ${siteConfig.brand}`,
  lead: 'Historias reales de marcas que conectan con su audiencia: tendencias, aprendizajes y consejos prácticos en episodios breves.',
  actions: [
    { kind: 'link', label: 'Ir a nuestro canal de YouTube', to: siteConfig.social.youtube },
  ] satisfies readonly SectionAction[],
};

export const podcastCta = {
  title: '¿Tienes una historia que contar?',
  lead: 'Buscamos marcas y especialistas que quieran compartir cómo la tecnología cambió su forma de conectar con las personas.',
  actions: [{ kind: 'link', label: 'Escríbenos', to: paths.contact }] satisfies readonly SectionAction[],
};

export const podcastList = {
  title: 'Episodios',
  lead: 'Escúchalos en nuestro canal de YouTube.',
  listenLabel: 'Escuchar episodio',
  /** Accessible names: the three links of a card open the same video in a new tab. */
  thumbnailLabel: (title: string): string => `Ver el video de «${title}» (se abre en una pestaña nueva)`,
  newTab: '(se abre en una pestaña nueva)',
  durationLabel: 'Duración',
  durationText: (minutes: number): string => `${minutes} min`,
  dateLocale: 'es-CL',
  /** Thumbnails are shown 16:9; this is their size when the CMS does not know it. */
  /** Fallback intrinsic size; `sizes`: the card's left column (1.1fr of 2.1) from 1024 px, full width below. */
  thumbnail: {
    width: 640,
    height: 360,
    sizes:
      '(min-width: 1200px) 595px, (min-width: 1024px) calc(52vw - 34px), (min-width: 768px) calc(100vw - 64px), calc(100vw - 40px)',
  },
  empty: 'No hay episodios para mostrar en este momento.',
};
