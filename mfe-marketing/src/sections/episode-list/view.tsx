import { Band, withData } from '../section-registry/section-band';
import { viewWithParts, type SectionView } from '../section-registry/section-view';
import { onDemand } from '../section-registry/views-on-demand';
import type { EpisodeListSection } from './descriptor';

const EpisodeList = onDemand(() => import('../episode-list').then((m) => m.EpisodeList));

export const view: SectionView<EpisodeListSection> = viewWithParts(
  (section) =>
    withData(section, section.episodes, () => (
      <Band section={section} align="start">
        <EpisodeList episodes={section.episodes} />
      </Band>
    )),
  (section) => [section.episodes.length > 0 && EpisodeList],
);
