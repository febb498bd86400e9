import { Link } from 'react-router-dom';
import styled from 'styled-components';

export const StyledMenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  border: 1px solid ${({ theme }) => theme.colors.hairline};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  cursor: pointer;
`;

export const StyledOverlay = styled.div<{ $open: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  background: rgba(11, 27, 52, 0.5);
  opacity: ${({ $open }) => ($open ? 1 : 0)};
  pointer-events: ${({ $open }) => ($open ? 'auto' : 'none')};
  transition: opacity ${({ theme }) => theme.motion.base};
`;

export const StyledDrawer = styled.div<{ $open: boolean }>`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay + 1};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  width: min(${({ theme }) => theme.sizes.mobileMenuWidth}, 100vw);
  padding: ${({ theme }) => theme.space(4, 5, 8)};
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  transform: translateX(${({ $open }) => ($open ? '0' : '100%')});
  visibility: ${({ $open }) => ($open ? 'visible' : 'hidden')};
  /* Visible at once on opening (so focus can move in), hidden only once it has slid out. */
  transition:
    transform ${({ theme }) => theme.motion.base},
    visibility 0s linear ${({ $open, theme }) => ($open ? '0s' : theme.motion.base.split(' ')[0])};
`;

export const StyledDrawerTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
`;

export const StyledGroupTitle = styled.h2`
  margin: ${({ theme }) => theme.space(2, 0, 1)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledLinkList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const StyledDrawerLink = styled(Link)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  padding: ${({ theme }) => theme.space(1, 2)};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceSoft};
  }
  svg {
    color: ${({ theme }) => theme.colors.infoText};
  }
`;
