import { CoverImage, MediaCard } from '@linx/shared';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

export const StyledArticleCard = styled(MediaCard)`
  &:hover {
    transform: translateY(-${({ theme }) => theme.space(0.5)});
  }
`;

export const StyledCardCoverLink = styled(Link)`
  display: block;
`;

/** docs/site.md §9: grid cards' covers are 48 units high. */
export const StyledCardCover = styled(CoverImage)`
  height: ${({ theme }) => theme.space(48)};
`;

export const StyledCardBody = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(6)};
`;

export const StyledCardTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.tight};

  a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    &:hover {
      color: ${({ theme }) => theme.colors.infoText};
      text-decoration: underline;
    }
  }
`;

export const StyledCardText = styled.p`
  flex: 1;
  color: ${({ theme }) => theme.colors.textMuted};
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;
