import { mediaQuery, ResponsiveImage } from '@linx/shared';
import styled from 'styled-components';

export const StyledMemberList = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  ${mediaQuery('up', 'sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mediaQuery('up', 'lg')} {
    grid-template-columns: 1fr;
  }
`;

export const StyledMemberButton = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: ${({ theme }) => theme.space(3)};
  text-align: left;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 2px solid ${({ theme }) => theme.colors.hairline};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.motion.fast},
    background ${({ theme }) => theme.motion.fast},
    box-shadow ${({ theme }) => theme.motion.fast};
  &:hover {
    border-color: ${({ theme }) => theme.colors.info};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.accentSoft};
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: ${({ theme }) => theme.shadows.card};
  }
`;

export const StyledMemberPhoto = styled(ResponsiveImage)`
  flex: none;
  object-fit: cover;
  width: ${({ theme }) => theme.space(12)};
  height: ${({ theme }) => theme.space(12)};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

export const StyledMemberText = styled.span`
  display: grid;
  min-width: 0;
`;

export const StyledMemberName = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.ink};
`;

export const StyledMemberRole = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledCheck = styled.span`
  display: inline-flex;
  margin-left: auto;
  color: ${({ theme }) => theme.colors.accentText};
`;

/** Stands in for a missing photo: the person's initials in the photo's circle. */
export const StyledMemberInitials = styled.span`
  flex: none;
  display: grid;
  place-items: center;
  width: ${({ theme }) => theme.space(12)};
  height: ${({ theme }) => theme.space(12)};
  border-radius: ${({ theme }) => theme.radii.round};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.infoText};
  background: ${({ theme }) => theme.colors.infoSoft};
`;
