import { cardSurface, CoverImage, mediaQuery } from '@linx/shared';
import styled from 'styled-components';

export const StyledCaseRow = styled.article<{ $reverse: boolean }>`
  display: grid;
  overflow: hidden;
  ${cardSurface}

  ${mediaQuery('up', 'md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    > :first-child {
      order: ${({ $reverse }) => ($reverse ? 2 : 0)};
    }
  }
`;

export const StyledCaseImage = styled(CoverImage)`
  aspect-ratio: 3 / 2;
  ${mediaQuery('up', 'md')} {
    aspect-ratio: auto;
    height: 100%;
    min-height: ${({ theme }) => theme.space(80)};
  }
`;

export const StyledCaseBody = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  justify-content: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(6)};
  ${mediaQuery('up', 'lg')} {
    padding: ${({ theme }) => theme.space(10)};
  }
`;

export const StyledCaseTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.h3};
`;

export const StyledCompany = styled.p`
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const StyledCaseText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;
