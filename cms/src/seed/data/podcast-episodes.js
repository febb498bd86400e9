'use strict';

// Podcast episodes (/podcast). The thumbnail is drawn by scripts/generate-media.mjs into
// src/seed/uploads/podcast/<slug>.jpg. The episode's video address is unknown, so no `youtubeUrl` is seeded:
// the card shows without a link until an editor adds the real one (docs/decisions.md 9).
module.exports = [
  {
    slug: 'episodio-1',
    title: 'Pantallas que venden más: lecciones de más de una década de cartelería digital en Chile',
    description:
      'Conversamos con nuestro equipo de operaciones y con un gerente de retail sobre qué hace que una pantalla capte miradas, cómo medir su impacto y los errores más comunes al implementar una red de cartelería.',
    duration: 42,
    date: '2025-03-12',
  },
];
