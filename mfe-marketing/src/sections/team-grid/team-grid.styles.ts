import { cardSurface, mediaQuery, ResponsiveImage } from '@linx/shared';
import styled from 'styled-components';

export const StyledTeam = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mediaQuery('up', 'sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mediaQuery('up', 'lg')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const StyledMember = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(8, 6)};
  text-align: center;
  ${cardSurface}
`;

export const StyledMemberPhoto = styled(ResponsiveImage)`
  object-fit: cover;
  width: ${({ theme }) => theme.space(28)};
  height: ${({ theme }) => theme.space(28)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.round};
  box-shadow:
    0 0 0 ${({ theme }) => theme.space(1)} ${({ theme }) => theme.colors.surface},
    0 0 0 ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.colors.hairline};
`;

export const StyledMemberName = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export const StyledMemberRole = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.accentText};
`;

export const StyledMemberQuote = styled.blockquote`
  flex: 1;
  margin: ${({ theme }) => theme.space(2, 0)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
  &::before {
    content: '“';
    display: block;
    height: ${({ theme }) => theme.space(6)};
    font-size: ${({ theme }) => theme.fontSizes.h2};
    font-style: normal;
    line-height: 1;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

export const StyledMemberLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: ${({ theme }) => theme.space(0, 4)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  color: ${({ theme }) => theme.colors.infoText};
  background: ${({ theme }) => theme.colors.infoSoft};
  transition:
    background ${({ theme }) => theme.motion.fast},
    color ${({ theme }) => theme.motion.fast};
  &:hover {
    background: ${({ theme }) => theme.colors.infoText};
    color: ${({ theme }) => theme.colors.textOnDark};
  }
`;

/** Stands in for a missing photo: the person's initials in the photo's circle. */
export const StyledMemberInitials = styled.span`
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space(28)};
  height: ${({ theme }) => theme.space(28)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: ${({ theme }) => theme.fontSizes.h3};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.infoText};
  background: ${({ theme }) => theme.colors.infoSoft};
`;
