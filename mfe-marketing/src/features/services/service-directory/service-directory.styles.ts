import { Card, Grid, stretchedLink } from '@linx/shared';
import styled from 'styled-components';

/** The shared card grid as a list. */
export const StyledDirectoryList = styled(Grid)`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The card is the link's hit area: the title's link stretches over it. */
export const StyledDirectoryCard = styled(Card)`
  position: relative;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(7)};
  &:hover {
    transform: translateY(-2px);
  }
`;

export const StyledDirectoryTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.h4};

  a {
    ${stretchedLink}
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
