import { ResponsiveImage, type MediaImage } from '@linx/shared';
import styled from 'styled-components';
import { OverlaidMedia } from '../split-media';
import type { CmsPageSection, PageChat } from '../../api/page-types';
import { ChatMockup, MediaLibraryVideo, RotatingIndicator } from './views-on-demand';

/** A photo gets the card's rounded corners; an illustration (SVG) is drawn as it was made, as the pages made in code show it. */
const StyledSectionImage = styled(ResponsiveImage)<{ $vector: boolean }>`
  width: 100%;
  height: auto;
  border-radius: ${({ theme, $vector }) => ($vector ? '0' : theme.radii.xl)};
`;

/** The width the hero's and the split section's image take: half the container on desktop. */
const HALF_COLUMN = '(min-width: 960px) 560px, calc(100vw - 40px)';

const isVector = (image: MediaImage) => /\.svg(?:[?#]|$)/i.test(image.src);

/** A section's Media Library image; the hero's is the page's largest image (preloaded, high priority). */
export const SectionImage = ({ image, priority = false }: { image: MediaImage; priority?: boolean }) => (
  <StyledSectionImage
    image={image}
    sizes={HALF_COLUMN}
    priority={priority ? 'high' : 'lazy'}
    $vector={isVector(image)}
  />
);

const Chat = ({ chat }: { chat: PageChat }) => (
  <ChatMockup name={chat.name} label={chat.label} messages={chat.messages} />
);

/** The hero's media: its conversation, else its looping video, else its image (the page's largest, preloaded). */
export const HeroMedia = ({ hero }: { hero: Extract<CmsPageSection, { type: 'page-hero' }> }) => {
  if (hero.chat) return <Chat chat={hero.chat} />;
  if (hero.video) return <MediaLibraryVideo video={hero.video} />;
  return hero.image ? <SectionImage image={hero.image} priority /> : null;
};

/** Beside a split section's words: its conversation, else its image with its rotating indicator over it. */
export const SplitMediaVisual = ({ section }: { section: Extract<CmsPageSection, { type: 'split-media' }> }) => {
  if (section.chat) return <Chat chat={section.chat} />;
  if (!section.image) return null;
  const image = <SectionImage image={section.image} />;
  return section.indicator ? (
    <OverlaidMedia media={image} overlay={<RotatingIndicator indicator={section.indicator} />} />
  ) : (
    image
  );
};
