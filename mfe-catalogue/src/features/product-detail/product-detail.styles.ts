import styled from 'styled-components';
import { cardSurface, ChipList, mediaQuery } from '@linx/shared';

export const StyledDetail = styled.article`
  padding: ${({ theme }) => theme.space(5)};
  ${cardSurface}
  ${mediaQuery('up', 'md')} {
    padding: ${({ theme }) => theme.space(8)};
  }
`;

export const StyledToolbar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

export const StyledBackButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: ${({ theme }) => theme.space(2, 4, 2, 3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.infoText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.infoSoft};
  }
`;

export const StyledDetailLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(8)};
  ${mediaQuery('up', 'xl')} {
    grid-template-columns: minmax(0, 6fr) minmax(0, 5fr);
    align-items: start;
  }
`;

export const StyledInfo = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;
`;

export const StyledTitleBlock = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
`;

export const StyledDetailTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.h2};
  overflow-wrap: anywhere;
  /* A focus target only (tabindex -1), never operable: no ring. */
  &:focus,
  &:focus-visible {
    outline: none;
  }
`;

export const StyledBlock = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    color: ${({ theme }) => theme.colors.textStrong};
  }
`;

export const StyledFeatureList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
    align-items: flex-start;
  }
  svg {
    flex: 0 0 auto;
    margin-top: ${({ theme }) => theme.space(0.75)};
    color: ${({ theme }) => theme.colors.success};
  }
`;

export const StyledSpecTable = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  margin: 0;
  border: 1px solid ${({ theme }) => theme.colors.hairline};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  dt,
  dd {
    margin: 0;
    padding: ${({ theme }) => theme.space(2.5, 4)};
  }
  dt {
    background: ${({ theme }) => theme.colors.surfaceSoft};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.textStrong};
  }
  dd {
    overflow-wrap: anywhere;
  }
  dt:not(:first-of-type),
  dt:not(:first-of-type) + dd {
    border-top: 1px solid ${({ theme }) => theme.colors.hairline};
  }
`;

export const StyledSizes = styled(ChipList)`
  li {
    padding: ${({ theme }) => theme.space(1.5, 4)};
    border: 1px solid ${({ theme }) => theme.colors.hairline};
    border-radius: ${({ theme }) => theme.radii.pill};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-variant-numeric: tabular-nums;
  }
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(2)};
`;
