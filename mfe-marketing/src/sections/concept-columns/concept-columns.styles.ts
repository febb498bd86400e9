import { cardSurface, mediaQuery } from '@linx/shared';
import { Link } from 'react-router-dom';
import styled from 'styled-components';

type Tone = 'accent' | 'info';

export const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  ${mediaQuery('up', 'lg')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space(8)};
  }
`;

export const StyledColumn = styled.article<{ $tone: Tone }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(6)};
  ${cardSurface}
  border-top: ${({ theme }) => theme.space(1)} solid
    ${({ theme, $tone }) => ($tone === 'accent' ? theme.colors.accent : theme.colors.info)};
  ${mediaQuery('up', 'md')} {
    padding: ${({ theme }) => theme.space(10)};
  }
`;

export const StyledColumnHeader = styled.header`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
`;

export const StyledTag = styled.p<{ $tone: Tone }>`
  padding: ${({ theme }) => theme.space(1, 3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  background: ${({ theme, $tone }) => ($tone === 'accent' ? theme.colors.accentSoft : theme.colors.infoSoft)};
  color: ${({ theme, $tone }) => ($tone === 'accent' ? theme.colors.accentText : theme.colors.infoText)};
`;

export const StyledColumnTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.h3};
`;

export const StyledColumnLead = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledConcepts = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mediaQuery('up', 'sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** Icon beside the text on phones (shorter page), icon on top from small tablets up. */
export const StyledConcept = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-rows: auto 1fr;
  column-gap: ${({ theme }) => theme.space(4)};
  row-gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(5)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceSoft};
  > :first-child {
    grid-row: span 2;
  }
  ${mediaQuery('up', 'sm')} {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

export const StyledConceptTitle = styled.h4`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  ${mediaQuery('up', 'sm')} {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

export const StyledConceptText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StyledColumnLink = styled(Link)<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme }) => theme.sizes.touchTarget};
  margin-top: auto;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: none;
  color: ${({ theme, $tone }) => ($tone === 'accent' ? theme.colors.accentText : theme.colors.infoText)};
  svg {
    transition: transform ${({ theme }) => theme.motion.fast};
  }
  &:hover {
    text-decoration: underline;
  }
  &:hover svg {
    transform: translateX(${({ theme }) => theme.space(1)});
  }
`;
