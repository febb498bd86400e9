import { mediaQuery } from '@linx/shared';
import styled from 'styled-components';

export const StyledToolbar = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  margin-bottom: ${({ theme }) => theme.space(8)};
`;

export const StyledSearch = styled.div`
  position: relative;
  width: 100%;
  ${mediaQuery('up', 'md')} {
    max-width: ${({ theme }) => theme.space(120)};
  }

  > svg {
    position: absolute;
    top: 50%;
    left: ${({ theme }) => theme.space(4)};
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
`;

export const StyledSearchInput = styled.input`
  width: 100%;
  min-height: ${({ theme }) => theme.space(13)};
  padding: ${({ theme }) => theme.space(3, 12, 3, 12)};
  border: 1px solid ${({ theme }) => theme.colors.hairline};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.card};

  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &::-webkit-search-cancel-button {
    display: none;
  }
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.info};
  }
`;

export const StyledClearButton = styled.button`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space(1)};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  transform: translateY(-50%);
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: ${({ theme }) => theme.colors.textStrong};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export const StyledCount = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
