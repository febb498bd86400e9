import type { PodcastEpisode } from '../../api/types';
import { EpisodeCard } from './episode-card';
import { StyledEpisodeList } from './episode-list.styles';

/** The CMS's podcast episodes, newest first, brought with the page's read. */
export const EpisodeList = ({ episodes }: { episodes: readonly PodcastEpisode[] }) => (
  <StyledEpisodeList>
    {episodes.map((episode) => (
      <li key={episode.id}>
        <EpisodeCard episode={episode} />
      </li>
    ))}
  </StyledEpisodeList>
);
