import styled from 'styled-components';

export const StyledListing = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(10)};
`;

export const StyledListHeading = styled.h2`
  margin-bottom: ${({ theme }) => theme.space(6)};
  font-size: ${({ theme }) => theme.fontSizes.h3};
`;
