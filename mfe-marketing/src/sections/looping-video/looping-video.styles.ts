import styled from 'styled-components';

export const StyledVideoFrame = styled.div`
  position: relative;
  width: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.xl};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
  background: ${({ theme }) => theme.colors.ink};
`;

export const StyledVideo = styled.video`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
`;

export const StyledVideoControl = styled.button`
  position: absolute;
  right: ${({ theme }) => theme.space(3)};
  bottom: ${({ theme }) => theme.space(3)};
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.textOnDark} 40%, transparent);
  border-radius: ${({ theme }) => theme.radii.round};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.ink} 72%, transparent);
  color: ${({ theme }) => theme.colors.textOnDark};
  cursor: pointer;
  transition: background ${({ theme }) => theme.motion.fast};
  &:hover {
    background: ${({ theme }) => theme.colors.ink};
  }
  svg {
    width: ${({ theme }) => theme.space(5)};
    height: ${({ theme }) => theme.space(5)};
  }
`;
