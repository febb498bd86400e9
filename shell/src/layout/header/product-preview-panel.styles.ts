import { Link } from 'react-router-dom';
import styled from 'styled-components';

export const StyledPreviewLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(4)};
`;

export const StyledCategoryList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledCategoryLink = styled(Link)<{ $active: boolean }>`
  display: block;
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceSoft : 'transparent')};
`;

export const StyledPreviewCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.textOnDark};
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textOnDarkMuted};
  }
`;

export const StyledPreviewTitle = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const StyledCatalogueLink = styled(Link)`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The illustration's box while its code loads: the card keeps its height. */
export const StyledArtBox = styled.div`
  height: ${({ theme }) => theme.space(24)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.inkRaised};
`;
