import styled from 'styled-components';

export const StyledHeroArt = styled.img`
  width: 100%;
  max-width: ${({ theme }) => theme.space(100)};
  height: auto;
  aspect-ratio: 4 / 3;
`;
