import { messages } from '../../content/messages';
import { CategoryChip } from './chip';
import { ChipList } from './layout.styles';

export interface CategoryChipsProps {
  names: readonly string[];
  /** Name of the list for assistive technology. */
  label?: string;
}

/** Category chips as a list ("Experiencia al Cliente" orange, the rest blue); nothing when empty. */
export const CategoryChips = ({ names, label = messages.categories }: CategoryChipsProps) =>
  names.length === 0 ? null : (
    <ChipList aria-label={label}>
      {names.map((name) => (
        <li key={name}>
          <CategoryChip name={name} />
        </li>
      ))}
    </ChipList>
  );
