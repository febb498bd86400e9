import styled from 'styled-components';

export const StyledProcessLists = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

export const StyledProcessList = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.hairline};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  ul {
    grid-template-columns: repeat(auto-fill, minmax(${({ theme }) => theme.space(44)}, 1fr));
  }
`;
