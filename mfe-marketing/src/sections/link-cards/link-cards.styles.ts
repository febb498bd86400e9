import { MediaCard, mediaQuery, stretchedLink } from '@linx/shared';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export const StyledProductGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mediaQuery('up', 'sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${mediaQuery('up', 'lg')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/** The card is clickable through its title link, stretched over the card (one link, one name). */
export const StyledProduct = styled(MediaCard)`
  position: relative;
  &:hover {
    transform: translateY(-${({ theme }) => theme.space(1)});
  }
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.cardHover};
  }
`;

export const StyledProductMedia = styled.div`
  border-bottom: 1px solid ${({ theme }) => theme.colors.hairline};
`;

export const StyledProductBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)};
`;

export const StyledProductTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export const StyledProductLink = styled(Link)`
  ${stretchedLink}
`;

export const StyledProductText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledProductMore = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space(2)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.accentText};
`;
