import { CoverImage } from '@linx/shared';
import styled from 'styled-components';

export const StyledCaseHeroImage = styled(CoverImage)`
  aspect-ratio: 3 / 2;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
`;
