import { CoverImage } from '@linx/shared';
import styled from 'styled-components';

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
