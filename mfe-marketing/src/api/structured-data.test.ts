import type { PodcastEpisode } from './types';
import { podcastNodes } from './structured-data';

describe('structured data of the podcast page, from its view model', () => {
  it('an episode without video or date leaves them out', () => {
    const episode: PodcastEpisode = { id: 1, title: 'Ep. 1', description: 'Charla', durationMinutes: 30 };
    const [series, node] = podcastNodes(
      { name: 'Podcast LINX', description: 'Charlas' },
      [episode],
      'https://www.linx.cl/podcast',
    );
    expect(series['@type' as never]).toBe('PodcastSeries');
    expect(node).toMatchObject({ timeRequired: 'PT30M', partOfSeries: { '@id': 'https://www.linx.cl/podcast#main' } });
    expect(node).not.toHaveProperty('url');
    expect(node).not.toHaveProperty('datePublished');
  });
});
