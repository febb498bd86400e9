import { cardSurface, mediaQuery } from '@linx/shared';
import styled from 'styled-components';

export const StyledBand = styled.div`
  padding: ${({ theme }) => theme.space(0, 0, 16)};
  background: ${({ theme }) => theme.colors.surfaceSoft};
  ${mediaQuery('up', 'md')} {
    padding-bottom: ${({ theme }) => theme.space(24)};
  }
`;

export const StyledLayout = styled.div`
  /* Positioned so the cards paint over the bottom of the (positioned) hero they overlap. */
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
  margin-top: -${({ theme }) => theme.space(8)};
  ${mediaQuery('up', 'lg')} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    gap: ${({ theme }) => theme.space(8)};
    margin-top: -${({ theme }) => theme.space(12)};
  }
`;

export const StyledPanel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;
  padding: ${({ theme }) => theme.space(6, 5)};
  ${cardSurface}
  ${mediaQuery('up', 'md')} {
    padding: ${({ theme }) => theme.space(8)};
  }
`;

export const StyledPanelTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.h4};
  color: ${({ theme }) => theme.colors.ink};
`;
