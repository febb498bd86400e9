import { CategoryChip } from '@linx/shared';
import styled from 'styled-components';
import { commonCopy } from '../../content/common';

const StyledChips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** Category chips as a list ("Experiencia al Cliente" orange, the rest blue). */
export const CategoryChips = ({ names }: { names: readonly string[] }) =>
  names.length === 0 ? null : (
    <StyledChips aria-label={commonCopy.categoriesLabel}>
      {names.map((name) => (
        <li key={name}>
          <CategoryChip name={name} />
        </li>
      ))}
    </StyledChips>
  );
