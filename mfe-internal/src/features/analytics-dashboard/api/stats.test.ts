/** @jest-environment node */
import { setRuntimeConfig } from '@linx/shared';
import { startFakeServer, type FakeServer } from '@linx/shared/testing';
import { fetchStats } from './stats';

describe('fetchStats', () => {
  let collector: FakeServer;
  beforeAll(async () => {
    collector = await startFakeServer({
      'GET /stats?days=30': { body: { days: 30, pageViews: 12 } },
      'GET /stats?days=7': { status: 503, body: { error: 'unavailable' } },
    });
    setRuntimeConfig({ analyticsUrl: `${collector.url}/` });
  });
  afterAll(() => collector.close());

  it('asks for the range with the staff token and gives the figures', async () => {
    await expect(fetchStats(30, 'secreto')).resolves.toEqual({ kind: 'stats', stats: { days: 30, pageViews: 12 } });
    expect(collector.requests.at(-1)).toMatchObject({
      url: '/stats?days=30',
      headers: expect.objectContaining({ authorization: 'Bearer secreto' }),
    });
  });

  it('says the collector failed when it answers with an error', async () => {
    await expect(fetchStats(7, 'secreto')).rejects.toThrow('analytics 503');
  });

  describe('the body of an answer it does not read', () => {
    // A real server's small body arrives whole at once, so whether the reader let it go shows only on the
    // stream itself: the browser's fetch answers with this one.
    const answer = (status: number) => {
      const bodyLetGo = jest.fn();
      const bytes = new TextEncoder().encode('{"error":"x"}');
      const body = new ReadableStream<Uint8Array>({
        pull: (controller) => {
          controller.enqueue(bytes);
          controller.close();
        },
        cancel: bodyLetGo,
      });
      globalThis.fetch = jest.fn(async () => new Response(body, { status })) as unknown as typeof fetch;
      return bodyLetGo;
    };
    const realFetch = globalThis.fetch;
    afterEach(() => {
      globalThis.fetch = realFetch;
    });

    it('is let go on a refusal, so the connection is free and the page goes quiet', async () => {
      const bodyLetGo = answer(401);
      await expect(fetchStats(30, null)).resolves.toEqual({ kind: 'unauthorized' });
      expect(bodyLetGo).toHaveBeenCalled();
    });

    it('is let go on a failure too', async () => {
      const bodyLetGo = answer(503);
      await expect(fetchStats(7, 'secreto')).rejects.toThrow('analytics 503');
      expect(bodyLetGo).toHaveBeenCalled();
    });
  });
});
