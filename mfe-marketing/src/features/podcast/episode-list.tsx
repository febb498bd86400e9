import { AsyncState, usePodcastEpisodes } from '@linx/shared';
import { podcastList } from '../../content/podcast';
import { PageSection } from '../../sections/page-section';
import { EpisodeCard } from './episode-card';
import { StyledEpisodeList } from './episode-list.styles';

/** The episodes of the CMS, newest first. */
export const EpisodeList = () => {
  const episodes = usePodcastEpisodes();
  return (
    <PageSection title={podcastList.title} lead={podcastList.lead} align="start">
      <AsyncState resource={episodes} emptyMessage={podcastList.empty}>
        {(list) => (
          <StyledEpisodeList>
            {list.map((episode) => (
              <li key={episode.id}>
                <EpisodeCard episode={episode} />
              </li>
            ))}
          </StyledEpisodeList>
        )}
      </AsyncState>
    </PageSection>
  );
};
