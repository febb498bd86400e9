import type { LucideIcon } from 'lucide-react';
import type { PageValue } from '../../api/page-types';
import { StyledValue, StyledValueIcon, StyledValues, StyledValueText, StyledValueTitle } from './value-cards.styles';

export type ValueCard = Omit<PageValue, 'icon'> & { icon?: LucideIcon };

/** The company's values ("Conoce Nuestro ADN"), each with its icon colour. */
export const ValueCards = ({ items }: { items: readonly ValueCard[] }) => (
  <StyledValues>
    {items.map(({ icon: Icon, title, description, colour }) => (
      <StyledValue key={title} $colour={colour}>
        {Icon ? (
          <StyledValueIcon $colour={colour} aria-hidden="true">
            <Icon strokeWidth={1.75} />
          </StyledValueIcon>
        ) : null}
        <StyledValueTitle>{title}</StyledValueTitle>
        <StyledValueText>{description}</StyledValueText>
      </StyledValue>
    ))}
  </StyledValues>
);
