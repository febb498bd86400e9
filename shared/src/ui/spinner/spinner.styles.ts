import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

export const StyledSpinnerWrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 40vh;
  padding: ${({ theme }) => theme.space(12, 4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledSpinner = styled.span`
  width: ${({ theme }) => theme.space(10)};
  height: ${({ theme }) => theme.space(10)};
  border-radius: ${({ theme }) => theme.radii.round};
  border: 4px solid ${({ theme }) => theme.colors.surfaceMuted};
  border-top-color: ${({ theme }) => theme.colors.accent};
  animation: ${spin} 0.8s linear infinite;
`;
