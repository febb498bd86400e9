import { startFakeCms, type FakeServer } from '../../testing/fake-server';
import { cmsCalls } from '../../testing/strapi-media';
import { fetchCaseBySlug, fetchCategories } from './endpoints';

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

    expect((await fetchCategories()).map((category) => category.name)).toEqual(['Temprana']);
    expect(cms.requests).toHaveLength(0);
    // Taken once: the next visit of the page asks the CMS.
    expect((await fetchCategories()).map((category) => category.name)).toEqual(['Del CMS']);
    expect(cms.requests).toHaveLength(1);
  });

  it('match the URL the endpoint asks for, parameters included', async () => {
    cms = await startFakeCms({});
    earlyAnswer(`${cms.url}/api${cmsCalls.case.replace(':slug', 'retail')}`, ok([{ id: 7, title: 'Retail', category: null }]));
    expect((await fetchCaseBySlug('retail'))?.title).toBe('Retail');
    expect(cms.requests).toHaveLength(0);
  });

  it('that failed or were refused fall back to asking the CMS', async () => {
    cms = await startFakeCms({ '/categories': [{ id: 9, name: 'Del CMS' }] });
    earlyAnswer(`${cms.url}/api/categories`, Promise.reject(new TypeError('Failed to fetch')));
    expect((await fetchCategories()).map((category) => category.name)).toEqual(['Del CMS']);

    earlyAnswer(`${cms.url}/api/categories`, Promise.resolve({ ok: false, json: () => Promise.resolve({}) }));
    expect((await fetchCategories()).map((category) => category.name)).toEqual(['Del CMS']);
    expect(cms.requests).toHaveLength(2);
  });
});
