import { StyledHighlight, StyledHighlights, StyledHighlightValue } from './rotating-hero.styles';

export interface HeroHighlight {
  value: string;
  label: string;
}

/** Key words or figures under a hero ("Pantallas" · "cartelería, videowalls y LED"). */
export const HeroHighlights = ({ items }: { items: readonly HeroHighlight[] }) =>
  items.length > 0 ? (
    <StyledHighlights>
      {items.map((item) => (
        <StyledHighlight key={item.label}>
          <StyledHighlightValue>{item.value}</StyledHighlightValue> {item.label}
        </StyledHighlight>
      ))}
    </StyledHighlights>
  ) : null;
