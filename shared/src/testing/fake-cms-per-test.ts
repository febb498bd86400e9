import { startFakeCms, type FakeServer } from './fake-server';

export type CmsAnswers = Parameters<typeof startFakeCms>[0];

/**
 * A fake CMS per test (HTTP faked at the network edge), the way every page test needs it: the
 * failure paths' console errors silenced, the server closed after each test. Call it at the top of
 * a test file; `start(answers)` answers `defaults` with `answers` on top.
 */
export const fakeCmsPerTest = (defaults: CmsAnswers = {}) => {
  let server: FakeServer | undefined;
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await server?.close();
    server = undefined;
  });
  return {
    start: async (answers: CmsAnswers = {}): Promise<FakeServer> => {
      await server?.close();
      server = await startFakeCms({ ...defaults, ...answers });
      return server;
    },
    /** Requests the fake CMS received in this test. */
    requests: () => server?.requests ?? [],
  };
};
