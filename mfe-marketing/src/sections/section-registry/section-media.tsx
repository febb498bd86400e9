import { ResponsiveImage, type MediaImage } from '@linx/shared';
import styled from 'styled-components';

const StyledSectionImage = styled(ResponsiveImage)`
  width: 100%;
  height: auto;
  border-radius: ${({ theme }) => theme.radii.xl};
`;

/** The width the hero's and the split section's image take: half the container on desktop. */
const HALF_COLUMN = '(min-width: 960px) 560px, calc(100vw - 40px)';

/** A section's Media Library image; the hero's is the page's largest image (preloaded, high priority). */
export const SectionImage = ({ image, priority = false }: { image: MediaImage; priority?: boolean }) => (
  <StyledSectionImage image={image} sizes={HALF_COLUMN} priority={priority ? 'high' : 'lazy'} />
);
