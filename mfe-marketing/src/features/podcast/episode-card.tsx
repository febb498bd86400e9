import { ButtonLink } from '@linx/shared';
import { Calendar, Clock, Play } from 'lucide-react';
import { podcastList, type PodcastEpisode } from '../../content/podcast';
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

const formatDate = (iso: string): string =>
  new Intl.DateTimeFormat(podcastList.dateLocale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

const external = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** One episode: thumbnail with play overlay, date, duration, title, description and "Escuchar episodio". */
export const EpisodeCard = ({ episode }: { episode: PodcastEpisode }) => (
  <StyledEpisode>
    <StyledEpisodeThumb href={episode.youtubeUrl} {...external} aria-label={podcastList.thumbnailLabel(episode.title)}>
      <StyledThumbImage src={episode.image.src} alt="" width={episode.image.width} height={episode.image.height} />
      <StyledPlayOverlay aria-hidden="true">
        <Play />
      </StyledPlayOverlay>
    </StyledEpisodeThumb>
    <StyledEpisodeBody>
      <StyledEpisodeMeta>
        <li>
          <Calendar aria-hidden size={16} />
          <time dateTime={episode.date}>{formatDate(episode.date)}</time>
        </li>
        <li>
          <Clock aria-hidden size={16} />
          <span className="visually-hidden">{podcastList.durationLabel}: </span>
          <time dateTime={episode.duration.iso}>{episode.duration.label}</time>
        </li>
      </StyledEpisodeMeta>
      <StyledEpisodeTitle>
        <a href={episode.youtubeUrl} {...external}>
          {episode.title}
          <span className="visually-hidden"> {podcastList.newTab}</span>
        </a>
      </StyledEpisodeTitle>
      <StyledEpisodeDescription>{episode.description}</StyledEpisodeDescription>
      <ButtonLink to={episode.youtubeUrl}>
        <Play aria-hidden size={18} />
        {podcastList.listenLabel}
        <span className="visually-hidden"> {podcastList.newTab}</span>
      </ButtonLink>
    </StyledEpisodeBody>
  </StyledEpisode>
);
