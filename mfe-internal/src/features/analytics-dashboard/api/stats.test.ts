/** @jest-environment node */
import { setRuntimeConfig } from '@linx/shared';
import { fetchStats } from './stats';

/** The collector's answer as the browser's fetch gives it, its body a stream that says whether it was let go. */
const answer = (status: number, body: unknown) => {
  const bodyLetGo = jest.fn();
  const bytes = new TextEncoder().encode(JSON.stringify(body));
  const stream = new ReadableStream<Uint8Array>({
    pull: (controller) => {
      controller.enqueue(bytes);
      controller.close();
    },
    cancel: bodyLetGo,
  });
  return { response: new Response(stream, { status, headers: { 'Content-Type': 'application/json' } }), bodyLetGo };
};

describe('fetchStats', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  beforeAll(() => setRuntimeConfig({ analyticsUrl: 'http://127.0.0.1:4300/' }));

  it('asks for the range with the staff token and gives the figures', async () => {
    const { response } = answer(200, { days: 30, pageViews: 12 });
    const fetchMock = jest.fn(async () => response);
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await expect(fetchStats(30, 'secreto')).resolves.toEqual({ kind: 'stats', stats: { days: 30, pageViews: 12 } });
    expect(fetchMock).toHaveBeenCalledWith('http://127.0.0.1:4300/stats?days=30', {
      headers: { Authorization: 'Bearer secreto' },
      cache: 'no-store',
    });
  });

  it('lets the body of a refusal go, so the connection is free and the page goes quiet', async () => {
    const { response, bodyLetGo } = answer(401, { error: 'unauthorized' });
    globalThis.fetch = jest.fn(async () => response) as unknown as typeof fetch;
    await expect(fetchStats(30, null)).resolves.toEqual({ kind: 'unauthorized' });
    expect(bodyLetGo).toHaveBeenCalled();
  });

  it('lets the body of a failure go too, and says the collector failed', async () => {
    const { response, bodyLetGo } = answer(503, { error: 'unavailable' });
    globalThis.fetch = jest.fn(async () => response) as unknown as typeof fetch;
    await expect(fetchStats(7, 'secreto')).rejects.toThrow('analytics 503');
    expect(bodyLetGo).toHaveBeenCalled();
  });
});
