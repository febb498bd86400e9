import styled from 'styled-components';
import { mediaQuery } from '@linx/shared';

export const StyledGallery = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  ${mediaQuery('up', 'xl')} {
    position: sticky;
    top: calc(${({ theme }) => theme.sizes.navbarHeight} + ${({ theme }) => theme.space(6)});
  }
`;

export const StyledThumbnails = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => theme.space(1)};
  list-style: none;
  overflow-x: auto;
`;

export const StyledThumbnail = styled.button`
  flex: 0 0 auto;
  width: ${({ theme }) => theme.space(20)};
  padding: 0;
  overflow: hidden;
  border: 2px solid ${({ theme }) => theme.colors.hairline};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceSoft};
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.motion.fast},
    opacity ${({ theme }) => theme.motion.fast};
  opacity: 0.75;
  img {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: contain;
  }
  &:hover {
    opacity: 1;
    border-color: ${({ theme }) => theme.colors.info};
  }
  &[aria-current='true'] {
    opacity: 1;
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;
