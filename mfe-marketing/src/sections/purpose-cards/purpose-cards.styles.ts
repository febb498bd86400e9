import { mediaQuery } from '@linx/shared';
import styled, { css } from 'styled-components';

export const StyledPurposeGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  ${mediaQuery('up', 'md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const StyledPurpose = styled.article<{ $featured: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(8)};
  border-radius: ${({ theme }) => theme.radii.xl};
  border: 1px solid ${({ theme }) => theme.colors.hairline};
  box-shadow: ${({ theme }) => theme.shadows.card};
  ${mediaQuery('up', 'md')} {
    padding: ${({ theme }) => theme.space(12)};
  }
  ${({ $featured, theme }) =>
    $featured
      ? css`
          background: linear-gradient(150deg, ${theme.colors.ink} 0%, ${theme.colors.inkHighlight} 100%);
          color: ${theme.colors.textOnDark};
          border-color: transparent;
        `
      : css`
          background: ${theme.colors.surface};
        `}
`;

export const StyledPurposeTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.h3};
`;

export const StyledPurposeText = styled.p<{ $featured: boolean }>`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme, $featured }) => ($featured ? theme.colors.textOnDarkMuted : theme.colors.textMuted)};
`;
