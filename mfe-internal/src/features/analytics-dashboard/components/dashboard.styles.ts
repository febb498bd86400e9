import { cardSurface, mediaQuery } from '@linx/shared';
import styled from 'styled-components';

export const StyledBand = styled.div`
  padding: ${({ theme }) => theme.space(8, 0, 16)};
  background: ${({ theme }) => theme.colors.surfaceSoft};
`;

export const StyledGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  ${mediaQuery('up', 'lg')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const StyledPanel = styled.section<{ $wide?: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  align-content: start;
  min-width: 0;
  padding: ${({ theme }) => theme.space(5)};
  ${cardSurface}
  ${mediaQuery('up', 'md')} {
    padding: ${({ theme }) => theme.space(6)};
  }
  ${mediaQuery('up', 'lg')} {
    grid-column: ${({ $wide }) => ($wide ? '1 / -1' : 'auto')};
  }
`;

export const StyledPanelTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.h4};
  color: ${({ theme }) => theme.colors.ink};
`;

export const StyledHelp = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledStats = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  ${mediaQuery('up', 'md')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.h3};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.ink};
  }
`;

export const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

export const StyledRangeButton = styled.button`
  min-height: 44px;
  padding: ${({ theme }) => theme.space(2, 5)};
  border: 1px solid ${({ theme }) => theme.colors.infoText};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.infoText};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.infoText};
    color: ${({ theme }) => theme.colors.textOnDark};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.focusRing};
    outline-offset: 2px;
  }
`;

export const StyledTokenForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 28rem;
  label {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  input {
    min-height: 44px;
    padding: ${({ theme }) => theme.space(2, 3)};
    border: 1px solid ${({ theme }) => theme.colors.textMuted};
    border-radius: ${({ theme }) => theme.radii.sm};
    font: inherit;
  }
  input:focus-visible {
    outline: ${({ theme }) => theme.focusRing};
    outline-offset: 2px;
  }
`;

export const StyledAlert = styled.p`
  color: ${({ theme }) => theme.colors.error};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** A date and time in a table cell: on one line, so a phone's narrow column does not break it digit by digit. */
export const StyledWhen = styled.time`
  white-space: nowrap;
`;
