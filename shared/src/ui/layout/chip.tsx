import styled from 'styled-components';

/** "Experiencia al Cliente" is the orange family; every other category is blue (DESIGN.md). */
export const CUSTOMER_EXPERIENCE_CATEGORY = 'Experiencia al Cliente';

const StyledChip = styled.span<{ $tone: 'accent' | 'info' }>`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => theme.space(1, 3)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  background: ${({ theme, $tone }) => ($tone === 'accent' ? theme.colors.accentSoft : theme.colors.infoSoft)};
  color: ${({ theme, $tone }) => ($tone === 'accent' ? theme.colors.accentText : theme.colors.infoText)};
`;

export interface CategoryChipProps {
  name: string;
}

export const CategoryChip = ({ name }: CategoryChipProps) => (
  <StyledChip
    $tone={name === CUSTOMER_EXPERIENCE_CATEGORY ? 'accent' : 'info'}
    data-tone={name === CUSTOMER_EXPERIENCE_CATEGORY ? 'accent' : 'info'}
  >
    {name}
  </StyledChip>
);

export const Chip = StyledChip;
