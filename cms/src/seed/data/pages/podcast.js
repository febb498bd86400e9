'use strict';

/**
 * /podcast (docs/site.md §3 "Podcast"), built from sections: its words as the site showed them when they lived
 * in code. The episodes are the CMS's podcast collection; the page describes the series and its episodes.
 */
module.exports = {
  path: '/podcast',
  title: 'Podcast LINX',
  description:
    'Conversaciones sobre cartelería digital, experiencia de cliente, datos e inteligencia artificial con especialistas y clientes de LINX.',
  keywords: 'podcast, cartelería digital, retail, experiencia de cliente, inteligencia artificial, LINX',
  noindex: false,
  schemaType: 'PodcastSeries',
  sections: [
    {
      __component: 'sections.page-hero',
      eyebrow: 'Recursos',
      title: 'Podcast LINX',
      lead: 'Historias reales de marcas que conectan con su audiencia: tendencias, aprendizajes y consejos prácticos en episodios breves.',
      // The company's channel: its address is the site's config (kind youtube).
      actions: [{ kind: 'youtube', label: 'Ir a nuestro canal de YouTube', variant: 'primary' }],
    },
    {
      __component: 'sections.episode-list',
      title: 'Episodios',
      lead: 'Escúchalos en nuestro canal de YouTube.',
      tone: 'light',
    },
    {
      __component: 'sections.cta-band',
      title: '¿Tienes una historia que contar?',
      lead: 'Buscamos marcas y especialistas que quieran compartir cómo la tecnología cambió su forma de conectar con las personas.',
      actions: [{ kind: 'link', label: 'Escríbenos', target: '/contacto', variant: 'primary' }],
    },
  ],
};
