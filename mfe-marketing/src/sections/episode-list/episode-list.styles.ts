import styled from 'styled-components';

export const StyledEpisodeList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  margin: 0;
  padding: 0;
  list-style: none;
`;
