import type { OnDemandPart } from '@linx/shared';
import type { TitledSection } from '../../api/page-types';
import { Band } from './section-band';
import type { SectionModel } from './section-descriptor';
import { viewWithParts, type SectionView } from './section-view';

/**
 * The view of a section that is its titled band around one part loaded on demand (its cards, its panel), with the
 * part's props from the section: the part is named as the one the section draws (`SectionView.parts`).
 */
export const bandAround = <S extends SectionModel & TitledSection, P extends object>(
  Part: OnDemandPart<P>,
  props: (section: S) => P,
): SectionView<S> =>
  viewWithParts(
    (section) => (
      <Band section={section}>
        <Part {...props(section)} />
      </Band>
    ),
    () => [Part],
  );
