import { CoverImage, mediaQuery } from '@linx/shared';
import styled from 'styled-components';

export const StyledArticle = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  max-width: ${({ theme }) => theme.space(200)};
  margin: 0 auto;
`;

export const StyledHeader = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

export const StyledTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.h1};
  font-weight: ${({ theme }) => theme.fontWeights.black};
`;

export const StyledLead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export const StyledMetaRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4, 0)};
  border-top: 1px solid ${({ theme }) => theme.colors.hairline};
  border-bottom: 1px solid ${({ theme }) => theme.colors.hairline};
`;

export const StyledArticleCover = styled(CoverImage)`
  height: ${({ theme }) => theme.space(60)};
  border-radius: ${({ theme }) => theme.radii.lg};
  ${mediaQuery('up', 'md')} {
    height: ${({ theme }) => theme.sizes.coverHeight};
  }
`;
