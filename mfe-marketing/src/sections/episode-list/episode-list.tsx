import { AsyncState } from '@linx/shared';
import { usePodcastEpisodes } from '../../api/hooks';
import { EpisodeCard } from './episode-card';
import { StyledEpisodeList } from './episode-list.styles';

const EMPTY = 'No hay episodios para mostrar en este momento.';

/** The episodes of the CMS, newest first. */
export const EpisodeList = () => {
  const episodes = usePodcastEpisodes();
  return (
    <AsyncState resource={episodes} emptyMessage={EMPTY}>
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
  );
};
