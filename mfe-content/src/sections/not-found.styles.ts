import styled from 'styled-components';

export const StyledNotFound = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  max-width: ${({ theme }) => theme.space(160)};
  margin: 0 auto;
  text-align: center;

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.h2};
  }
  p {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export const StyledNotFoundIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space(16)};
  height: ${({ theme }) => theme.space(16)};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.infoText};
`;
