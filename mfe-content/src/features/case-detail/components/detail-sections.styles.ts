import { Card, CoverImage, mediaQuery } from '@linx/shared';
import styled from 'styled-components';

export const StyledTwoColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(10)};
  align-items: center;
  ${mediaQuery('up', 'md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const StyledStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

export const StyledSectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.h2};
`;

export const StyledCenteredTitle = styled(StyledSectionTitle)`
  margin-bottom: ${({ theme }) => theme.space(8)};
  text-align: center;
`;

export const StyledBodyText = styled.p`
  color: ${({ theme }) => theme.colors.textStrong};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

export const StyledRoundedImage = styled(CoverImage)`
  aspect-ratio: 3 / 2;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

export const StyledListCard = styled(Card)<{ $accent: 'accent' | 'info' }>`
  gap: ${({ theme }) => theme.space(5)};
  border-top: 4px solid ${({ theme, $accent }) => ($accent === 'accent' ? theme.colors.accent : theme.colors.info)};

  h2 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.fontSizes.h3};
  }
  h2 svg {
    color: ${({ theme, $accent }) => ($accent === 'accent' ? theme.colors.accentText : theme.colors.infoText)};
  }

  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(3)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li {
    display: flex;
    gap: ${({ theme }) => theme.space(3)};
    color: ${({ theme }) => theme.colors.textStrong};
  }
  li svg {
    flex: none;
    margin-top: ${({ theme }) => theme.space(1)};
    color: ${({ theme, $accent }) => ($accent === 'accent' ? theme.colors.accentText : theme.colors.success)};
  }
`;

export const StyledCardsGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  align-items: stretch;
  ${mediaQuery('up', 'md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

export const StyledVideoFrame = styled.div`
  overflow: hidden;
  max-width: ${({ theme }) => theme.space(240)};
  margin: 0 auto;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.ink};
  box-shadow: ${({ theme }) => theme.shadows.overlay};

  video {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const StyledResultTitle = styled.h3`
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.h3};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  font-variant-numeric: tabular-nums;
`;

export const StyledResultIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.space(12)};
  height: ${({ theme }) => theme.space(12)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentText};
`;

export const StyledResults = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ theme }) => theme.space(64)}), 1fr));
`;
