import { episodes, podcastList } from '../../content/podcast';
import { PageSection } from '../../sections/page-section';
import { EpisodeCard } from './episode-card';
import { StyledEpisodeList } from './episode-list.styles';

/** The built-in list of episodes. */
export const EpisodeList = () => (
  <PageSection title={podcastList.title} lead={podcastList.lead} align="start">
    <StyledEpisodeList>
      {episodes.map((episode) => (
        <li key={episode.youtubeUrl}>
          <EpisodeCard episode={episode} />
        </li>
      ))}
    </StyledEpisodeList>
  </PageSection>
);
