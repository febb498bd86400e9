import { cmsCalls as calls, startFakeCms, type FakeServer } from '@linx/shared/testing';
import { fetchClientLogos, fetchPartners, fetchPodcastEpisodes } from './endpoints';

const photo = (url: string, alternativeText: string | null = null) => ({
  id: 9,
  url,
  alternativeText,
  width: 320,
  height: 320,
});

describe('company content from the CMS (partners, client logos, podcast)', () => {
  let cms: FakeServer;
  afterEach(() => cms?.close());

  it('partners and client logos: no url means no link; the width falls back to the logo', async () => {
    cms = await startFakeCms({
      [calls.partners]: [
        {
          id: 1,
          name: 'Nimbo',
          description: 'Nube',
          url: 'https://nimbo.example',
          width: 200,
          logo: photo('/u/n.svg'),
        },
        { id: 2, name: 'Vistek', description: '', url: null, width: null, logo: photo('/u/v.svg') },
      ],
      [calls['client-logos']]: [{ id: 4, name: 'Café', width: 180, logo: photo('/u/c.svg', 'Logo de Café') }],
    });
    const [nimbo, vistek] = await fetchPartners();
    expect(nimbo).toMatchObject({ name: 'Nimbo', url: 'https://nimbo.example', width: 200 });
    expect(vistek).toMatchObject({ url: undefined, description: undefined, width: 320 });
    expect(vistek.logo?.src).toBe(`${cms.url}/u/v.svg`);
    expect(await fetchClientLogos()).toEqual([
      {
        id: 4,
        name: 'Café',
        width: 180,
        logo: { src: `${cms.url}/u/c.svg`, alt: 'Logo de Café', width: 320, height: 320 },
      },
    ]);
  });

  it('podcast episodes: newest first, minutes and date kept, unsafe or empty links dropped', async () => {
    cms = await startFakeCms({
      [calls['podcast-episodes']]: [
        { id: 1, title: 'Uno', description: 'A', duration: 42, date: '2025-03-12', youtubeUrl: '' },
        {
          id: 2,
          title: 'Dos',
          description: null,
          duration: null,
          date: '2025-05-01',
          youtubeUrl: 'https://www.youtube.com/watch?v=abc',
          image: photo('/uploads/dos.jpg'),
        },
      ],
    });
    const [dos, uno] = await fetchPodcastEpisodes();
    expect(dos).toMatchObject({
      title: 'Dos',
      description: '',
      durationMinutes: undefined,
      youtubeUrl: 'https://www.youtube.com/watch?v=abc',
    });
    expect(dos.image?.src).toBe(`${cms.url}/uploads/dos.jpg`);
    expect(uno).toMatchObject({ title: 'Uno', durationMinutes: 42, date: '2025-03-12', youtubeUrl: undefined });
  });
});
