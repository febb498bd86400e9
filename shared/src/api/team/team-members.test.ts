import { sitePages } from '../../routes';
import { startFakeCms, type FakeServer } from '../../testing/fake-server';
import { cmsCalls as calls } from '../../testing/strapi-media';
import { fetchTeamMembers } from './team-members';

const photo = (url: string, alternativeText: string | null = null) => ({
  id: 9,
  url,
  alternativeText,
  width: 320,
  height: 320,
});

describe('the team roster from the CMS (the About page and the signature builder)', () => {
  let cms: FakeServer;
  afterEach(() => cms?.close());

  it('team members: media URLs become absolute on the CMS, only http(s) profile links are kept', async () => {
    cms = await startFakeCms({
      [calls['team-members']]: [
        {
          id: 1,
          name: 'Ana Pérez',
          role: 'Gerenta General',
          quote: 'Hola',
          email: 'ana@linx.cl',
          photo: photo('/uploads/ana.png', 'Foto de Ana Pérez'),
          profileUrl: 'javascript:alert(1)',
          showOnAbout: true,
          order: 1,
        },
        { id: 2, name: 'Luis Soto', role: 'Soporte', quote: null, email: null, photo: null, showOnAbout: false },
        { id: 3, name: 'Eva Díaz', role: 'Ventas', photo: photo('https://cdn.linx.cl/eva.png'), profileUrl: ' ' },
      ],
    });
    const [ana, luis, eva] = await fetchTeamMembers();
    expect(ana).toEqual({
      id: 1,
      name: 'Ana Pérez',
      role: 'Gerenta General',
      quote: 'Hola',
      email: 'ana@linx.cl',
      photo: {
        src: `${cms.url}/uploads/ana.png`,
        srcSet: `${cms.url}/uploads/ana.png 320w`,
        alt: 'Foto de Ana Pérez',
        width: 320,
        height: 320,
      },
      profileUrl: undefined,
      showOnAbout: true,
    });
    expect(luis).toMatchObject({ quote: '', email: undefined, photo: undefined, showOnAbout: false });
    expect(eva.photo).toMatchObject({ src: 'https://cdn.linx.cl/eva.png', alt: '', width: 320, height: 320 });
    expect(eva.profileUrl).toBeUndefined();
    expect(eva.showOnAbout).toBe(true);
    expect(cms.requests[0].url).toBe('/api/team-members?populate=*&sort[0]=order&sort[1]=id');
  });

  it('registers the signature builder\u2019s first read, without ":" that the page starter would read as a parameter', () => {
    const readsOf = (key: string) => sitePages.find((page) => page.key === key)?.cmsReads;
    // A page built in the CMS reads its sections' collections with its own read (cms/src/utils/section-collections.js).
    // The signature builder reads the labels its breadcrumbs name too (About's, a page built in the CMS).
    expect(readsOf('signatures')).toEqual(['team-members', 'page-labels']);
    for (const name of ['team-members', 'partners', 'client-logos', 'podcast-episodes'] as const) {
      expect(calls[name]).not.toContain(':');
    }
  });
});
