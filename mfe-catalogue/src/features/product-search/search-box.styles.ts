import styled from 'styled-components';

export const StyledSearchForm = styled.form`
  position: relative;
  width: 100%;
  max-width: ${({ theme }) => theme.space(160)};
`;

export const StyledSearchIcon = styled.span`
  position: absolute;
  top: 50%;
  left: ${({ theme }) => theme.space(5)};
  display: inline-flex;
  transform: translateY(-50%);
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
`;

export const StyledSearchInput = styled.input`
  width: 100%;
  min-height: ${({ theme }) => theme.space(14)};
  padding: ${({ theme }) => theme.space(3, 14, 3, 13)};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  transition: border-color ${({ theme }) => theme.motion.fast};
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
  &::-webkit-search-cancel-button {
    appearance: none;
  }
  &:focus-visible {
    outline-offset: 3px;
    border-color: ${({ theme }) => theme.colors.info};
  }
`;

export const StyledClearButton = styled.button`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space(2)};
  transform: translateY(-50%);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};
  &:hover {
    background: ${({ theme }) => theme.colors.hairline};
  }
`;
