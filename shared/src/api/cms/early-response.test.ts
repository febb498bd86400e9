import { startFakeCms, type FakeServer } from '../../testing/fake-server';
import { cmsCalls } from '../../testing/strapi-media';
import { cmsCall } from '../page-data/cms-call-read';
import { getList } from './cms-client';

const categories = () => getList<{ documentId?: string; name: string }>(cmsCall('categories'));

/** What the shell HTML's early script leaves behind: a fetch in flight, keyed by its URL. */
const earlyAnswer = (url: string, answer: Promise<Pick<Response, 'ok' | 'json'>>) => {
  window.__LINX_EARLY_FETCH__ = { ...window.__LINX_EARLY_FETCH__, [url]: answer as Promise<Response> };
};
const ok = (data: unknown[]) => Promise.resolve({ ok: true, json: () => Promise.resolve({ data }) });

describe('early CMS answers started by the shell HTML', () => {
  let cms: FakeServer;
  afterEach(async () => {
    delete window.__LINX_EARLY_FETCH__;
    await cms?.close();
  });

  it('are used instead of a request, once', async () => {
    cms = await startFakeCms({ '/categories': [{ id: 9, name: 'Del CMS' }] });
    earlyAnswer(`${cms.url}/api/categories`, ok([{ id: 1, name: 'Temprana' }]));

    expect((await categories()).map((category) => category.name)).toEqual(['Temprana']);
    expect(cms.requests).toHaveLength(0);
    // Taken once: the next visit of the page asks the CMS.
    expect((await categories()).map((category) => category.name)).toEqual(['Del CMS']);
    expect(cms.requests).toHaveLength(1);
  });

  it('match the URL an endpoint asks for, parameters included', async () => {
    cms = await startFakeCms({});
    const path = cmsCalls.case.replace(':slug', 'retail');
    earlyAnswer(`${cms.url}/api${path}`, ok([{ id: 7, title: 'Retail', category: null }]));
    const [found] = await getList<{ documentId?: string; title: string }>(cmsCall('case'), path);
    expect(found?.title).toBe('Retail');
    expect(cms.requests).toHaveLength(0);
  });

  it('that failed or were refused fall back to asking the CMS', async () => {
    cms = await startFakeCms({ '/categories': [{ id: 9, name: 'Del CMS' }] });
    earlyAnswer(`${cms.url}/api/categories`, Promise.reject(new TypeError('Failed to fetch')));
    expect((await categories()).map((category) => category.name)).toEqual(['Del CMS']);

    earlyAnswer(`${cms.url}/api/categories`, Promise.resolve({ ok: false, json: () => Promise.resolve({}) }));
    expect((await categories()).map((category) => category.name)).toEqual(['Del CMS']);
    expect(cms.requests).toHaveLength(2);
  });
});
