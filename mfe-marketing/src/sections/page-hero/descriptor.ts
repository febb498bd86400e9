import { type MediaImage, toMediaImage } from '@linx/shared';
import { actions, lines, list, required, text } from '../../api/page-fields';
import { toChat, toPartner, toVideo } from '../../api/page-parts';
import type { PageAction, PageChat, PagePartner, PageVideo } from '../../api/page-types';
import { sectionDescriptor, type SectionFixture } from '../section-registry/section-descriptor';

/** The page's hero: its only h1, with a second line or rotating phrases, its media and buttons. */
export interface PageHeroSection {
  type: 'page-hero';
  key: string;
  eyebrow?: string;
  title: string;
  /** A second line of the h1, in the accent colour ("LIA" / "Asistente IA"). */
  subtitle?: string;
  /** Words that complete the h1 in turn, every 3 s ("tu marca y tu audiencia", …). */
  phrases: string[];
  /** Words or figures under the hero ("Pantallas" · "cartelería, videowalls y LED"). */
  highlights: { value: string; label: string }[];
  lead?: string;
  /** The hero's media: a conversation, else a looping video, else an image. */
  image?: MediaImage;
  video?: PageVideo;
  chat?: PageChat;
  actions: PageAction[];
  partner?: PagePartner;
}

export const descriptor = sectionDescriptor({
  component: 'sections.page-hero',
  map: (raw, key): PageHeroSection => ({
    type: 'page-hero',
    key,
    eyebrow: text(raw.eyebrow),
    title: required(raw, 'title'),
    subtitle: text(raw.subtitle),
    phrases: lines(raw.phrases),
    highlights: list(raw.highlights).flatMap((item) => {
      const value = text(item.value);
      const label = text(item.label);
      return value && label ? [{ value, label }] : [];
    }),
    lead: text(raw.lead),
    image: toMediaImage(raw.image),
    video: toVideo(raw),
    chat: toChat(raw.chat),
    actions: actions(raw.actions),
    partner: toPartner(raw.partner),
  }),
  // Still unless its phrases rotate or its media plays (a conversation, a looping video).
  still: (hero) => hero.phrases.length === 0 && !hero.chat && !hero.video,
});

export const fixture: SectionFixture<'sections.page-hero'> = ({ image }) => ({
  __component: 'sections.page-hero',
  id: 1,
  eyebrow: 'Campaña',
  title: 'Pantallas que venden',
  lead: 'Contenido siempre al día en cada tienda.',
  image: image('/uploads/retail.png', { width: 1200, height: 900, alternativeText: 'Tienda con pantallas' }),
  actions: [
    { kind: 'consultancy', label: null, target: null, variant: 'primary' },
    { kind: 'anchor', label: 'Ver cifras', target: 'cifras', variant: 'secondary' },
  ],
  partner: {
    id: 1,
    intro: 'En alianza con',
    name: 'Rankea Digital',
    text: 'Agencia de posicionamiento.',
    logo: image('/uploads/rankea.svg', { width: 180, height: 48, alternativeText: 'Rankea Digital', formats: false }),
  },
});
