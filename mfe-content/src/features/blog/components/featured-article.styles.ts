import { cardSurface, CoverImage, mediaQuery } from '@linx/shared';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export const StyledFeatured = styled.article`
  display: grid;
  overflow: hidden;
  ${cardSurface}
  ${mediaQuery('up', 'lg')} {
    grid-template-columns: 3fr 2fr;
  }
`;

export const StyledFeaturedCover = styled(CoverImage)`
  height: ${({ theme }) => theme.space(60)};
  ${mediaQuery('up', 'md')} {
    height: ${({ theme }) => theme.sizes.coverHeight};
  }
  /* Side by side: the cover fills the card's height, never less than 400 px. */
  ${mediaQuery('up', 'lg')} {
    height: 100%;
    min-height: ${({ theme }) => theme.sizes.coverHeight};
  }
`;

export const StyledCoverLink = styled(Link)`
  display: block;
  min-width: 0;
  &:hover img {
    transform: scale(1.03);
  }
  img {
    transition: transform ${({ theme }) => theme.motion.base};
  }
`;

export const StyledFeaturedBody = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(6)};
  ${mediaQuery('up', 'md')} {
    padding: ${({ theme }) => theme.space(10)};
  }
`;

export const StyledBadge = styled.span`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: ${({ theme }) => theme.space(1, 3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

export const StyledFeaturedTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.h3};
  ${mediaQuery('up', 'xl')} {
    font-size: ${({ theme }) => theme.fontSizes.h2};
  }

  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    &:hover {
      color: ${({ theme }) => theme.colors.infoText};
      text-decoration: underline;
    }
  }
`;

export const StyledDescription = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
