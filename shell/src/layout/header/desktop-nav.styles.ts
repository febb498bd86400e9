import { Link } from 'react-router-dom';
import styled from 'styled-components';

export const StyledNav = styled.nav`
  position: relative;
`;

export const StyledMenuList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledGroup = styled.li`
  display: flex;
`;

export const StyledTrigger = styled.button<{ $open: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: ${({ theme }) => theme.space(2, 3)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $open }) => ($open ? theme.colors.surfaceSoft : 'transparent')};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  svg {
    transition: transform ${({ theme }) => theme.motion.fast};
    transform: rotate(${({ $open }) => ($open ? '180deg' : '0')});
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSoft};
  }
`;

export const StyledPanel = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space(3)});
  left: 50%;
  transform: translateX(-50%);
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  width: ${({ theme }) => theme.sizes.dropdownWidth};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.hairline};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  &::before {
    /* Hover bridge between trigger and panel. */
    content: '';
    position: absolute;
    inset: -${({ theme }) => theme.space(4)} 0 auto 0;
    height: ${({ theme }) => theme.space(4)};
  }
`;

export const StyledItemGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledItemLink = styled(Link)`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  transition: background ${({ theme }) => theme.motion.fast};
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceSoft};
  }
`;

export const StyledItemIcon = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space(10)};
  height: ${({ theme }) => theme.space(10)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.infoText};
`;

export const StyledItemTitle = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const StyledItemText = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  line-height: ${({ theme }) => theme.lineHeights.tight};
`;
