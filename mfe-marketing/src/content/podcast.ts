import { paths, siteConfig } from '@linx/shared';
import type { SectionAction } from '../sections/section-actions';
import thumbnail from '../assets/pages/podcast-episode-1.svg';

/** Podcast episode (SPEC.md §3): title, description, duration, date, image, youtubeUrl. */
export interface PodcastEpisode {
  title: string;
  description: string;
  /** Human duration and its ISO 8601 form for <time>. */
  duration: { label: string; iso: string };
  /** ISO date (YYYY-MM-DD). */
  date: string;
  image: { src: string; width: number; height: number };
  youtubeUrl: string;
}

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
  thumbnailLabel: (title: string): string => `Ver el video de «${title}» en YouTube (pestaña nueva)`,
  newTab: '(se abre en una pestaña nueva)',
  durationLabel: 'Duración',
  dateLocale: 'es-CL',
};

/** The built-in list of episodes (one episode, SPEC.md §9). */
export const episodes: readonly PodcastEpisode[] = [
  {
    title: 'Pantallas que venden más: lecciones de 10 años de cartelería digital en Chile',
    description:
      'Conversamos con nuestro equipo de operaciones y con un gerente de retail sobre qué hace que una pantalla capte miradas, cómo medir su impacto y los errores más comunes al implementar una red de cartelería.',
    duration: { label: '42 min', iso: 'PT42M' },
    date: '2025-03-12',
    image: { src: thumbnail, width: 640, height: 360 },
    youtubeUrl: 'https://www.youtube.com/watch?v=Lx7pQd2Vn4c',
  },
];
