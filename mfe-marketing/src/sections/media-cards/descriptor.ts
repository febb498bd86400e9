import { list, nonEmpty, titled, toAction } from '../../api/page-fields';
import { toMediaCard } from '../../api/page-parts';
import type { PageAction, PageMediaCard, TitledSection } from '../../api/page-types';
import { sectionDescriptor, type SectionFixture } from '../section-registry/section-descriptor';

/** Service cards with an image or a looping video, each ending with the same button. */
export interface MediaCardsSection extends TitledSection {
  type: 'media-cards';
  items: PageMediaCard[];
  cardAction?: PageAction;
}

export const descriptor = sectionDescriptor({
  component: 'sections.media-cards',
  map: (raw, key): MediaCardsSection => ({
    ...titled(raw, key),
    type: 'media-cards',
    items: nonEmpty(list(raw.items).map(toMediaCard), 'items'),
    cardAction: toAction(raw.cardAction),
  }),
  // Still unless a card plays a looping video.
  still: (section) => section.items.every((card) => !card.video),
});

export const fixture: SectionFixture<'sections.media-cards'> = ({ image, file }) => ({
  __component: 'sections.media-cards',
  id: 9,
  title: 'Nuestros servicios',
  tone: 'soft',
  cardAction: { kind: 'link', label: 'Solicitar información', target: '/contacto', variant: 'primary' },
  actions: [],
  items: [
    {
      id: 1,
      title: 'Posicionamiento SEO',
      description: 'Tu sitio arriba en Google.',
      features: 'Auditoría\nContenidos',
      idealFor: 'Tiendas en línea',
      image: image('/uploads/organico.svg', { width: 560, height: 315, alternativeText: 'Resultados', formats: false }),
      video: null,
      poster: null,
      videoTitle: null,
    },
    {
      id: 2,
      title: 'Campañas SEM',
      description: 'Visitas desde el primer día.',
      features: 'Pujas',
      idealFor: 'Promociones',
      image: null,
      video: [
        {
          ...file('/uploads/sem.webm', { mime: 'video/webm' }),
          alternativeText: 'Gráfico en alza',
          createdAt: '2026-11-22T15:52:44.000Z',
        },
        {
          ...file('/uploads/sem.mp4', { mime: 'video/mp4' }),
          alternativeText: 'Gráfico en alza',
          createdAt: '2026-11-22T15:52:44.000Z',
        },
      ],
      poster: image('/uploads/sem.png', { width: 640, height: 360 }),
      videoTitle: 'Conversiones en crecimiento',
    },
  ],
});
