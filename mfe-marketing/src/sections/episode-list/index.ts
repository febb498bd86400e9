export { EpisodeList } from './episode-list';
