import { cardSurface, Chip, mediaQuery } from '@linx/shared';
import styled from 'styled-components';

export const StyledCaseSlide = styled.article`
  display: grid;
  overflow: hidden;
  height: 100%;
  ${cardSurface}
  ${mediaQuery('up', 'lg')} {
    grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr);
  }
`;

export const StyledCaseMedia = styled.div`
  background: ${({ theme }) => theme.colors.ink};
`;

export const StyledCaseImage = styled.img`
  width: 100%;
  height: 100%;
  aspect-ratio: 16 / 10;
  object-fit: cover;
`;

export const StyledCaseText = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(8)};
  ${mediaQuery('up', 'lg')} {
    padding: ${({ theme }) => theme.space(12)};
  }
`;

export const StyledCaseSector = styled(Chip).attrs({ $tone: 'info' as const })``;

export const StyledCaseTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.h3};
`;

export const StyledCaseDescription = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;
