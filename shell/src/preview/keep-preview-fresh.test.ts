/** A token as the CMS signs it (only its payload is read here), expiring at `exp` (seconds). */
const tokenWith = (payload: object) =>
  ['eyJhbGciOiJIUzI1NiJ9', Buffer.from(JSON.stringify(payload)).toString('base64url'), 'firma'].join('.');

const NOW = 1_800_000_000_000;
const first = tokenWith({ status: 'draft', exp: NOW / 1000 + 600 });
const fresh = tokenWith({ status: 'draft', exp: NOW / 1000 + 900 });

/** The module on a preview page opened with `first`, and a clock whose timers the test runs by hand. */
const setUp = async () => {
  window.history.replaceState(null, '', `/blog/borrador?preview=${first}`);
  jest.resetModules();
  const shared = await import('@linx/shared');
  const { keepPreviewFresh } = await import('./keep-preview-fresh');
  const timers: { run: () => void; ms: number }[] = [];
  const clock = { now: () => NOW, setTimer: (run: () => void, ms: number) => timers.push({ run, ms }) };
  return { shared, keepPreviewFresh, timers, clock };
};
/** The CMS's answer as fetch gives it (the parts the renewal reads). */
const answer = (status: number, body: unknown = {}) =>
  Promise.resolve({ status, ok: status >= 200 && status < 300, json: () => Promise.resolve(body) } as Response);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('keepPreviewFresh', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('renews the token halfway through its life at the CMS, and uses the fresh one from then on', async () => {
    const { shared, keepPreviewFresh, timers, clock } = await setUp();
    const send = jest.fn(() => answer(200, { token: fresh, expiresAt: new Date(NOW + 900_000).toISOString() }));
    keepPreviewFresh('http://cms.test:1337/', clock, send as unknown as typeof fetch);
    expect(timers.map((timer) => timer.ms)).toEqual([300_000]);
    expect(send).not.toHaveBeenCalled();

    timers[0].run();
    await settle();
    expect(send).toHaveBeenCalledWith('http://cms.test:1337/api/preview/renew', {
      method: 'POST',
      headers: { 'X-Linx-Preview': first },
    });
    expect(shared.previewMode()?.token).toBe(fresh);
    expect(new URL(window.location.href).searchParams.get('preview')).toBe(fresh);
    expect(timers[1].ms).toBe(450_000);
  });

  it('stops when the CMS refuses the renewal, and tries again later when it cannot be reached', async () => {
    const { shared, keepPreviewFresh, timers, clock } = await setUp();
    const send = jest
      .fn()
      .mockImplementationOnce(() => Promise.reject(new Error('sin red')))
      .mockImplementationOnce(() => answer(401));
    keepPreviewFresh('http://cms.test:1337', clock, send as unknown as typeof fetch);
    timers[0].run();
    await settle();
    expect(timers.map((timer) => timer.ms)).toEqual([300_000, 30_000]);
    timers[1].run();
    await settle();
    expect(timers).toHaveLength(2);
    expect(shared.previewMode()?.token).toBe(first);
  });
});
