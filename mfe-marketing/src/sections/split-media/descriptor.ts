import { type MediaImage, toMediaImage } from '@linx/shared';
import { BrokenSection, lines, titled } from '../../api/page-fields';
import { toChat, toIndicator, toItemGroups, toStats } from '../../api/page-parts';
import type { PageChat, PageIndicator, PageItemGroup, PageStat, TitledSection } from '../../api/page-types';
import { sectionDescriptor, type SectionFixture } from '../section-registry/section-descriptor';

/** Words beside a visual, with titled lists and figures under them. */
export interface SplitMediaSection extends TitledSection {
  type: 'split-media';
  bullets: string[];
  groups: PageItemGroup[];
  stats: PageStat[];
  /** Beside the words: a conversation, else the image (with its rotating indicator over it). */
  image?: MediaImage;
  chat?: PageChat;
  indicator?: PageIndicator;
  reverse: boolean;
}

export const descriptor = sectionDescriptor({
  component: 'sections.split-media',
  map: (raw, key): SplitMediaSection => {
    const chat = toChat(raw.chat);
    const image = chat ? undefined : toMediaImage(raw.image);
    if (!image && !chat) throw new BrokenSection('falta «image» o «chat»');
    return {
      ...titled(raw, key),
      type: 'split-media',
      bullets: lines(raw.bullets),
      groups: toItemGroups(raw.groups),
      stats: toStats(raw.stats),
      image,
      chat,
      indicator: image ? toIndicator(raw.indicator) : undefined,
      reverse: raw.reverse === true,
    };
  },
  // Still unless its media plays: a conversation, or the indicator that shows its figures in turn.
  still: (section) => !section.chat && !section.indicator,
});

export const fixture: SectionFixture<'sections.split-media'> = ({ image }) => ({
  __component: 'sections.split-media',
  id: 7,
  title: 'Una vitrina viva',
  lead: 'Cambia tu vitrina en segundos.',
  tone: 'light',
  bullets: 'Rápido\nSimple',
  stats: [{ id: 1, icon: null, value: '+35%', label: 'Conversión', context: 'con vitrinas vivas' }],
  indicator: {
    id: 1,
    title: 'Satisfacción de clientes',
    caption: 'Encuesta de ejemplo',
    states: [
      { id: 1, value: '98%', label: 'Muy satisfechos', mood: 'satisfied' },
      { id: 2, value: '2%', label: 'Neutral', mood: 'neutral' },
    ],
  },
  reverse: true,
  image: image('/uploads/vitrina.png', { width: 800, height: 600, alternativeText: 'Vitrina digital' }),
  actions: [{ kind: 'link', label: 'Ver productos', target: '/productos', variant: 'primary' }],
});
