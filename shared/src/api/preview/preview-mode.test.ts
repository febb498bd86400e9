const tokenWith = (payload: object) =>
  ['eyJhbGciOiJIUzI1NiJ9', Buffer.from(JSON.stringify(payload)).toString('base64url'), 'firma'].join('.');

const modeAt = async (search: string) => {
  window.history.replaceState(null, '', `/blog/uno${search}`);
  jest.resetModules();
  const { previewMode } = await import('./preview-mode');
  return previewMode();
};

describe('previewMode', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('is off for every visitor (no token in the address)', async () => {
    expect(await modeAt('')).toBeNull();
    expect(await modeAt('?categoria=ia')).toBeNull();
  });

  it('takes the token of ?preview= and the status it names, drafts by default', async () => {
    const draft = tokenWith({ path: '/blog/uno', status: 'draft' });
    expect(await modeAt(`?preview=${draft}`)).toEqual({ token: draft, status: 'draft' });
    const published = tokenWith({ path: '/blog/uno', status: 'published' });
    expect((await modeAt(`?preview=${published}`))?.status).toBe('published');
    expect((await modeAt('?preview=no-es-un-token'))?.status).toBe('draft');
  });

  it('lasts through in-app navigations (read once)', async () => {
    const token = tokenWith({ status: 'draft' });
    window.history.replaceState(null, '', `/blog/uno?preview=${token}`);
    jest.resetModules();
    const { previewMode } = await import('./preview-mode');
    expect(previewMode()?.token).toBe(token);
    window.history.pushState(null, '', '/blog');
    expect(previewMode()?.token).toBe(token);
  });

  it('reads when the token expires, and takes a renewed one for the open preview', async () => {
    const token = tokenWith({ status: 'draft', exp: 1_800_000_600 });
    window.history.replaceState(null, '', `/blog/uno?preview=${token}`);
    jest.resetModules();
    const { previewExpiresAt, previewMode, replacePreviewToken } = await import('./preview-mode');
    expect(previewExpiresAt(token)).toBe(1_800_000_600_000);
    expect(previewExpiresAt('no-es-un-token')).toBeNull();
    replacePreviewToken('renovado');
    expect(previewMode()).toEqual({ token: 'renovado', status: 'draft' });
  });
});
