import { serviceNode, videoId, videoNode } from './content-nodes';
import { pageGraph } from './page-graph';

const SERVICE_URL = 'https://www.linx.cl/servicios/seo-sem';

describe('structured data the platform builds from plain facts', () => {
  it('a service is offered by the company in Chile', () => {
    expect(
      serviceNode(
        { name: 'SEO y SEM', description: 'Google', serviceType: 'SEO y SEM' },
        'https://www.linx.cl/servicios/seo',
      ),
    ).toMatchObject({
      '@type': 'Service',
      provider: { '@id': 'https://www.linx.cl/#organization' },
      areaServed: { '@type': 'Country', name: 'Chile' },
    });
  });

  it('a service names the videos its page plays, each a VideoObject with absolute URLs and its upload date', () => {
    const url = 'https://www.linx.cl/servicios/seo';
    const id = videoId(url, 0);
    expect(id).toBe('https://www.linx.cl/servicios/seo#video-1');
    expect(serviceNode({ name: 'SEO', description: 'Google', serviceType: 'SEO' }, url, [id])).toMatchObject({
      subjectOf: [{ '@id': id }],
    });
    expect(
      videoNode(
        {
          name: 'Crecimiento en Google Ads',
          description: 'Animación de un gráfico',
          thumbnail: '/assets/poster.png',
          contentUrl: 'https://cdn.linx.cl/assets/video.mp4',
          encodingFormat: 'video/mp4',
          uploadDate: '2026-11-22T15:52:44Z',
        },
        id,
      ),
    ).toEqual({
      '@type': 'VideoObject',
      '@id': id,
      name: 'Crecimiento en Google Ads',
      description: 'Animación de un gráfico',
      thumbnailUrl: 'https://www.linx.cl/assets/poster.png',
      contentUrl: 'https://cdn.linx.cl/assets/video.mp4',
      encodingFormat: 'video/mp4',
      uploadDate: '2026-11-22T15:52:44Z',
      publisher: { '@id': 'https://www.linx.cl/#organization' },
      inLanguage: 'es-CL',
    });
  });

  it('one graph per page; the page names its main entity; the home has no breadcrumbs', () => {
    const graph = pageGraph({
      kind: 'WebPage',
      path: '/servicios/seo-sem',
      name: 'SEO y SEM',
      description: 'Google',
      nodes: [serviceNode({ name: 'SEO y SEM', description: 'Google', serviceType: 'SEO y SEM' }, SERVICE_URL)],
    });
    const nodes = graph['@graph'] as unknown as Record<string, unknown>[];
    expect(nodes.map((node) => node['@type'])).toEqual([
      'WebSite',
      'Organization',
      'WebPage',
      'BreadcrumbList',
      'Service',
    ]);
    expect(nodes[2].mainEntity).toEqual({ '@id': `${SERVICE_URL}#main` });
    const home = pageGraph({ kind: 'WebPage', path: '/', name: 'Inicio', description: 'LINX' })[
      '@graph'
    ] as unknown as Record<string, unknown>[];
    expect(home.map((node) => node['@type'])).toEqual(['WebSite', 'Organization', 'WebPage']);
  });
});
