import { Band, withIcon } from '../section-registry/section-band';
import type { SectionView } from '../section-registry/section-view';
import { ConceptColumns } from './concept-columns';
import type { ConceptColumnsSection } from './descriptor';

export const view: SectionView<ConceptColumnsSection> = (section) => (
  <Band section={section}>
    <ConceptColumns columns={section.columns.map((column) => ({ ...column, cards: column.cards.map(withIcon) }))} />
  </Band>
);
