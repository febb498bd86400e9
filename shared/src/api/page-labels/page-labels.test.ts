import { startFakeCms, type FakeServer } from '../../testing/fake-server';
import { cmsCalls as calls } from '../../testing/strapi-media';
import { fetchPageLabels } from './page-labels';

describe('the labels of the pages built in the CMS (breadcrumbs of the pages below them)', () => {
  let cms: FakeServer;
  afterEach(() => cms?.close());

  it('reads the published pages with a label, their path and label only, and keeps those that name something', async () => {
    cms = await startFakeCms({
      [calls['page-labels']]: [
        { id: 1, documentId: 'a', path: '/sobre-nosotros', label: ' Sobre Nosotros ' },
        { id: 2, documentId: 'b', path: '/', label: 'Inicio' },
        { id: 3, documentId: 'c', path: '/campanas', label: '   ' },
        { id: 4, documentId: 'd', path: null, label: 'Sin dirección' },
      ],
    });
    expect(await fetchPageLabels()).toEqual([
      { path: '/sobre-nosotros', label: 'Sobre Nosotros' },
      { path: '/', label: 'Inicio' },
    ]);
    expect(cms.requests[0].url).toBe(
      '/api/pages?filters[label][$notNull]=true&fields[0]=path&fields[1]=label&sort[0]=path&pagination[pageSize]=100',
    );
  });
});
