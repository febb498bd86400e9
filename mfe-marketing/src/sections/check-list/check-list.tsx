import { Check } from 'lucide-react';
import { StyledCheckItem, StyledCheckList } from './check-list.styles';

export interface CheckListProps {
  items: readonly string[];
  onDark?: boolean;
  /** Accessible name when the list needs one (e.g. "Características de Cloud Signage LITE"). */
  label?: string;
}

/** A bullet list with check marks (features of a plan, bullets of a use case). */
export const CheckList = ({ items, onDark = false, label }: CheckListProps) => (
  <StyledCheckList aria-label={label}>
    {items.map((item) => (
      <StyledCheckItem key={item} $onDark={onDark}>
        <Check aria-hidden="true" strokeWidth={2.5} />
        <span>{item}</span>
      </StyledCheckItem>
    ))}
  </StyledCheckList>
);
