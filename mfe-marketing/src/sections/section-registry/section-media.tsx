import { ResponsiveImage, type MediaImage } from '@linx/shared';
import styled from 'styled-components';
import type { PageChat } from '../../api/page-types';
import { ChatMockup } from './views-on-demand';

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

/** A sample conversation in its phone frame (a hero's or a split section's media). */
export const SectionChat = ({ chat }: { chat: PageChat }) => (
  <ChatMockup name={chat.name} label={chat.label} messages={chat.messages} />
);
