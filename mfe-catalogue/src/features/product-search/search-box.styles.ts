import { mediaQuery } from '@linx/shared';
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
  ${mediaQuery('down', 'sm')} {
    display: none;
  }
`;

export const StyledSearchInput = styled.input`
  width: 100%;
  min-height: ${({ theme }) => theme.space(14)};
  /* Room on the right for the clear (×) and "Buscar" buttons; on phones "Buscar" is its icon only. */
  padding: ${({ theme }) => theme.space(3, 46, 3, 13)};
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
  ${mediaQuery('down', 'sm')} {
    padding: ${({ theme }) => theme.space(3, 26, 3, 5)};
  }
`;

/** The clear and submit buttons, inside the field's right end. */
export const StyledSearchActions = styled.div`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space(1.5)};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  transform: translateY(-50%);
`;

export const StyledClearButton = styled.button`
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

/** "Buscar": the site's primary (orange) button as a pill inside the field. */
export const StyledSubmitButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  padding: ${({ theme }) => theme.space(0, 5)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};
  & > svg {
    width: 20px;
    height: 20px;
    flex: none;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.accentHover};
  }
  &:focus-visible {
    outline-offset: 2px;
  }
  ${mediaQuery('down', 'sm')} {
    padding: 0;
  }
`;

/** The button's word, read by every visitor; on phones only by screen readers (the icon shows). */
export const StyledSubmitLabel = styled.span`
  ${mediaQuery('down', 'sm')} {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;
