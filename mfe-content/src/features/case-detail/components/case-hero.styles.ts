import { mediaQuery } from '@linx/shared';
import styled from 'styled-components';
import { CoverImage } from '../../common/cover-image';

export const StyledCaseHeroGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  align-items: center;
  ${mediaQuery('up', 'lg')} {
    grid-template-columns: 7fr 5fr;
  }
`;

export const StyledCaseHeroText = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(4)};
`;

export const StyledCaseHeroTitle = styled.h1`
  color: ${({ theme }) => theme.colors.textOnDark};
  font-size: ${({ theme }) => theme.fontSizes.h1};
  font-weight: ${({ theme }) => theme.fontWeights.black};
`;

export const StyledCaseHeroCompany = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const StyledCaseHeroLead = styled.p`
  color: ${({ theme }) => theme.colors.textOnDarkMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const StyledCaseHeroImage = styled(CoverImage)`
  aspect-ratio: 3 / 2;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.overlay};
`;
