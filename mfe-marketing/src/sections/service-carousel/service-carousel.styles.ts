import { cardSurface, mediaQuery } from '@linx/shared';
import styled from 'styled-components';

export const StyledSlide = styled.article`
  display: grid;
  overflow: hidden;
  height: 100%;
  ${cardSurface}
  border-radius: ${({ theme }) => theme.radii.xl};
  ${mediaQuery('up', 'lg')} {
    grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr);
  }
`;

export const StyledSlideMedia = styled.div`
  display: flex;
  background: ${({ theme }) => theme.colors.surfaceSoft};
  img {
    height: 100%;
    object-fit: cover;
  }
`;

export const StyledSlideBody = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  justify-content: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(6)};
  ${mediaQuery('up', 'md')} {
    padding: ${({ theme }) => theme.space(10, 12)};
  }
`;

export const StyledSlideTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.h3};
  ${mediaQuery('up', 'md')} {
    font-size: ${({ theme }) => theme.fontSizes.h2};
  }
`;

export const StyledSlideText = styled.p`
  margin-bottom: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;
