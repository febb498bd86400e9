import styled from 'styled-components';

export const StyledAuthor = styled.address`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  font-style: normal;
`;

export const StyledAuthorName = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

export const StyledAuthorLinks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(0, 4)};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1.5)};
    min-height: ${({ theme }) => theme.sizes.touchTarget};
    color: ${({ theme }) => theme.colors.infoText};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }
`;
