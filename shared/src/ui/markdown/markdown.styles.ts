import styled from 'styled-components';

export const StyledMarkdown = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text};
  h2,
  h3,
  h4 {
    margin: ${({ theme }) => theme.space(8, 0, 3)};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.h4};
  }
  p {
    margin: ${({ theme }) => theme.space(0, 0, 4)};
  }
  ul,
  ol {
    margin: ${({ theme }) => theme.space(0, 0, 4)};
    padding-left: ${({ theme }) => theme.space(6)};
  }
  li {
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
  a {
    color: ${({ theme }) => theme.colors.infoText};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  blockquote {
    margin: ${({ theme }) => theme.space(6, 0)};
    padding: ${({ theme }) => theme.space(2, 5)};
    border-left: 4px solid ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.textStrong};
  }
  code {
    padding: ${({ theme }) => theme.space(0.5, 1.5)};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceSoft};
  }
`;
