import { Card, Grid } from '@linx/shared';
import styled from 'styled-components';

/** The shared card grid as a list. */
export const StyledDirectoryList = styled(Grid)`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The card is the link's hit area: the title's link stretches over it (::after). */
export const StyledDirectoryCard = styled(Card)`
  position: relative;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(7)};
  &:hover {
    transform: translateY(-2px);
  }
  &:focus-within {
    outline: ${({ theme }) => theme.focusRing};
    outline-offset: 2px;
  }
`;

export const StyledDirectoryTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.h4};

  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    &::after {
      content: '';
      position: absolute;
      inset: 0;
      border-radius: inherit;
    }
    &:focus-visible {
      outline: none;
    }
  }
`;

export const StyledDirectoryText = styled.p`
  flex: 1;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledDirectoryMore = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.infoText};
  font-weight: 600;
`;
