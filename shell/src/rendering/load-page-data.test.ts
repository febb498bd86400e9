import type { PageLoader } from '@linx/shared';
import { loadPageDataWithin } from './load-page-data';

const answering = (key: string, value: unknown) => ({ key, load: () => Promise.resolve(value) });
const failing = (key: string) => ({ key, load: () => Promise.reject(new Error('500')) });
const neverAnswering = (key: string) => ({ key, load: () => new Promise<never>(() => undefined) });

describe('page loaders', () => {
  it('settles when every read has answered or failed', async () => {
    const loader: PageLoader = () => [answering('a-ok', 1), failing('a-down')];
    await expect(loadPageDataWithin(loader, {}, 5_000)).resolves.toEqual({ unanswered: [] });
  });

  it('gives up at the deadline and names the reads that never answered', async () => {
    const loader: PageLoader = () => [answering('b-ok', 1), neverAnswering('b-stuck')];
    const started = Date.now();
    await expect(loadPageDataWithin(loader, {}, 50)).resolves.toEqual({ unanswered: ['b-stuck'] });
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
