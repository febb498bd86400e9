import styled from 'styled-components';

export const StyledPartner = styled.a`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  height: 100%;
  min-height: ${({ theme }) => theme.space(44)};
  padding: ${({ theme }) => theme.space(6)};
  text-decoration: none;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.hairline};
  border-radius: ${({ theme }) => theme.radii.lg};
  transition: border-color ${({ theme }) => theme.motion.base};
  user-select: none;
  a&:hover {
    border-color: ${({ theme }) => theme.colors.info};
  }
  &:focus-visible {
    outline-offset: -${({ theme }) => theme.space(1)};
  }
`;

export const StyledPartnerLogo = styled.img`
  width: auto;
  max-width: 100%;
  height: ${({ theme }) => theme.space(16)};
  pointer-events: none;
  -webkit-user-drag: none;
`;

export const StyledPartnerType = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
