import { cardSurface, mediaQuery, ResponsiveImage } from '@linx/shared';
import styled from 'styled-components';

export const StyledEpisode = styled.article`
  display: grid;
  overflow: hidden;
  ${cardSurface}
  border-radius: ${({ theme }) => theme.radii.xl};
  ${mediaQuery('up', 'lg')} {
    grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
  }
`;

export const StyledPlayOverlay = styled.span`
  position: absolute;
  top: 50%;
  left: 50%;
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space(14)};
  height: ${({ theme }) => theme.space(14)};
  ${mediaQuery('up', 'md')} {
    width: ${({ theme }) => theme.space(20)};
    height: ${({ theme }) => theme.space(20)};
  }
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme }) => theme.colors.onAccent};
  background: ${({ theme }) => theme.colors.accent};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  transform: translate(-50%, -50%);
  transition: transform ${({ theme }) => theme.motion.base};
  svg {
    width: 45%;
    height: 45%;
    margin-left: ${({ theme }) => theme.space(1)};
    fill: currentColor;
  }
`;

export const StyledEpisodeThumb = styled.a`
  position: relative;
  display: flex;
  align-items: center;
  background: ${({ theme }) => theme.colors.ink};
  &:hover ${StyledPlayOverlay}, &:focus-visible ${StyledPlayOverlay} {
    transform: translate(-50%, -50%) scale(1.08);
  }
  &:focus-visible {
    outline-offset: -${({ theme }) => theme.space(1)};
  }
`;

export const StyledThumbImage = styled(ResponsiveImage)`
  width: 100%;
  aspect-ratio: 16 / 9;
`;

export const StyledEpisodeBody = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  justify-content: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(6)};
  ${mediaQuery('up', 'md')} {
    padding: ${({ theme }) => theme.space(10)};
  }
`;

export const StyledEpisodeMeta = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2, 5)};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

export const StyledEpisodeTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.h3};
  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.infoText};
    text-decoration: underline;
  }
`;

export const StyledEpisodeDescription = styled.p`
  margin-bottom: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;
