export {
  Container,
  Section,
  Eyebrow,
  SectionTitle,
  Lead,
  Grid,
  Card,
  MediaCard,
  ChipList,
  cardSurface,
  cardHover,
  stretchedLink,
  type SectionTone,
} from './layout.styles';
export { SectionHeading, type SectionHeadingProps } from './section-heading';
export { CategoryChip, Chip, CUSTOMER_EXPERIENCE_CATEGORY, type CategoryChipProps } from './chip';
export { CategoryChips, type CategoryChipsProps } from './category-chips';
