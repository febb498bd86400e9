import { ButtonLink } from '@linx/shared';
import { Calendar, Clock, Play } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PodcastEpisode } from '../../api/types';
import {
  StyledEpisode,
  StyledEpisodeBody,
  StyledEpisodeDescription,
  StyledEpisodeMeta,
  StyledEpisodeThumb,
  StyledEpisodeTitle,
  StyledPlayOverlay,
  StyledThumbImage,
} from './episode-card.styles';

/** A card's own words (the episodes are the CMS's). */
const podcastList = {
  listenLabel: 'Escuchar episodio',
  /** Accessible names: the three links of a card open the same video in a new tab. */
  thumbnailLabel: (title: string): string => `Ver el video de «${title}» (se abre en una pestaña nueva)`,
  newTab: '(se abre en una pestaña nueva)',
  durationLabel: 'Duración',
  durationText: (minutes: number): string => `${minutes} min`,
  dateLocale: 'es-CL',
  /** Fallback intrinsic size; `sizes`: the card's left column (1.1fr of 2.1) from 1024 px, full width below. */
  thumbnail: {
    width: 640,
    height: 360,
    sizes:
      '(min-width: 1200px) 595px, (min-width: 1024px) calc(52vw - 34px), (min-width: 768px) calc(100vw - 64px), calc(100vw - 40px)',
  },
};

const formatDate = (iso: string): string =>
  new Intl.DateTimeFormat(podcastList.dateLocale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The thumbnail: opens the video with a play overlay when there is one, a plain picture otherwise. */
const Thumbnail = ({ episode }: { episode: PodcastEpisode }) => {
  const { image, youtubeUrl } = episode;
  const picture = image ? (
    <StyledThumbImage
      image={image}
      sizes={podcastList.thumbnail.sizes}
      // Inside the link its label names the episode.
      decorative={Boolean(youtubeUrl)}
      fallbackWidth={podcastList.thumbnail.width}
      fallbackHeight={podcastList.thumbnail.height}
    />
  ) : null;
  if (!youtubeUrl) return picture ? <StyledEpisodeThumb as="div">{picture}</StyledEpisodeThumb> : null;
  return (
    <StyledEpisodeThumb href={youtubeUrl} {...external} aria-label={podcastList.thumbnailLabel(episode.title)}>
      {picture}
      <StyledPlayOverlay aria-hidden="true">
        <Play />
      </StyledPlayOverlay>
    </StyledEpisodeThumb>
  );
};

const Meta = ({ episode }: { episode: PodcastEpisode }) => {
  const items: ReactNode[] = [];
  if (episode.date) {
    items.push(
      <li key="date">
        <Calendar aria-hidden size={16} />
        <time dateTime={episode.date}>{formatDate(episode.date)}</time>
      </li>,
    );
  }
  if (episode.durationMinutes) {
    items.push(
      <li key="duration">
        <Clock aria-hidden size={16} />
        <span className="visually-hidden">{podcastList.durationLabel}: </span>
        <time dateTime={`PT${episode.durationMinutes}M`}>{podcastList.durationText(episode.durationMinutes)}</time>
      </li>,
    );
  }
  return items.length ? <StyledEpisodeMeta>{items}</StyledEpisodeMeta> : null;
};

/**
 * One episode: thumbnail, date, duration, title, description and "Escuchar episodio". Thumbnail,
 * title and button open the video in a new tab; without a video address (none given yet) the card
 * shows unlinked.
 */
export const EpisodeCard = ({ episode }: { episode: PodcastEpisode }) => (
  <StyledEpisode>
    <Thumbnail episode={episode} />
    <StyledEpisodeBody>
      <Meta episode={episode} />
      <StyledEpisodeTitle>
        {episode.youtubeUrl ? (
          <a href={episode.youtubeUrl} {...external}>
            {episode.title}
            <span className="visually-hidden"> {podcastList.newTab}</span>
          </a>
        ) : (
          episode.title
        )}
      </StyledEpisodeTitle>
      <StyledEpisodeDescription>{episode.description}</StyledEpisodeDescription>
      {episode.youtubeUrl ? (
        <ButtonLink to={episode.youtubeUrl}>
          <Play aria-hidden size={18} />
          {podcastList.listenLabel}
          <span className="visually-hidden"> {podcastList.newTab}</span>
        </ButtonLink>
      ) : null}
    </StyledEpisodeBody>
  </StyledEpisode>
);
