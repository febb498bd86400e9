import styled from 'styled-components';
import { CoverImage } from '../../common/cover-image';

export const StyledCarousel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

export const StyledStage = styled.div`
  overflow: hidden;
  aspect-ratio: 3 / 2;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadows.card};

  video {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const StyledStageImage = styled(CoverImage)`
  height: 100%;
`;

export const StyledControls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textStrong};
  font-variant-numeric: tabular-nums;
`;

export const StyledRoundButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.touchTarget};
  height: ${({ theme }) => theme.sizes.touchTarget};
  border: 1px solid ${({ theme }) => theme.colors.hairline};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadows.card};
  cursor: pointer;
  transition:
    background ${({ theme }) => theme.motion.fast},
    color ${({ theme }) => theme.motion.fast};

  &:hover {
    background: ${({ theme }) => theme.colors.ink};
    color: ${({ theme }) => theme.colors.textOnDark};
  }
`;
