import { Band, onDark } from '../section-registry/section-band';
import type { SectionView } from '../section-registry/section-view';
import { CheckList } from './check-list';
import type { CheckListSection } from './descriptor';

export const view: SectionView<CheckListSection> = (section) => (
  <Band section={section}>
    <CheckList items={section.items} onDark={onDark(section)} />
  </Band>
);
