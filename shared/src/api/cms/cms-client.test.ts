import { cmsCall } from '../page-data/cms-call-read';
import { startFakeCms, type FakeServer } from '../../testing/fake-server';
import { cmsCalls } from '../../testing/strapi-media';
import { getList } from './cms-client';

describe('the CMS client\'s list reads', () => {
  let cms: FakeServer;
  afterEach(() => cms?.close());

  it('a whole list the CMS answered only in part is said so, never shown as complete in silence', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const summary = { id: 1, documentId: 'c1', slug: 'caso', title: 'Caso', company: 'Empresa', description: 'D' };
    cms = await startFakeCms({
      [cmsCalls.cases]: { body: { data: [summary], meta: { pagination: { page: 1, pageSize: 1, pageCount: 2, total: 2 } } } },
    });
    expect(await getList(cmsCall('cases'))).toHaveLength(1);
    expect(error).toHaveBeenCalledWith('Lista incompleta del CMS (case: 1 de 2 entradas)');
    error.mockRestore();
  });

  it('a failing CMS rejects, so views can show their empty state', async () => {
    cms = await startFakeCms({ '/categories': { status: 500, body: { error: 'boom' } } });
    await expect(getList(cmsCall('categories'))).rejects.toThrow();
  });
});
