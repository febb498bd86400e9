import styled from 'styled-components';

export const StyledIllustration = styled.img<{ $rounded: boolean }>`
  width: 100%;
  height: auto;
  border-radius: ${({ theme, $rounded }) => ($rounded ? theme.radii.xl : '0')};
`;
