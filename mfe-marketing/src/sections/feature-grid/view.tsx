import { Band, onDark, withIcon } from '../section-registry/section-band';
import type { SectionView } from '../section-registry/section-view';
import type { FeatureGridSection } from './descriptor';
import { FeatureGrid } from './feature-grid';

export const view: SectionView<FeatureGridSection> = (section) => (
  <Band section={section}>
    <FeatureGrid
      items={section.items.map(withIcon)}
      columns={section.columns}
      iconTone={section.iconTone}
      onDark={onDark(section)}
      centerLastRow
    />
  </Band>
);
