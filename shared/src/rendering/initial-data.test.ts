describe('render pass: what the page read, and what it still waits for', () => {
  beforeEach(() => {
    window.__LINX_RENDER__ = true;
  });
  afterEach(() => {
    delete window.__LINX_RENDER__;
  });

  const freshModule = () => {
    let module: typeof import('./initial-data') | undefined;
    jest.isolateModules(() => {
      module = jest.requireActual<typeof import('./initial-data')>('./initial-data');
    });
    return module!;
  };

  it('counts reads in flight until each is answered or fails', () => {
    const data = freshModule();
    data.recordStart('articles');
    data.recordStart('categories');
    expect(data.pendingReads()).toBe(2);
    data.recordAnswer('articles', []);
    data.recordFailure('categories');
    expect(data.pendingReads()).toBe(0);
    expect(data.recordedAnswers()).toEqual({ articles: [] });
    expect(data.recordedFailures()).toEqual(['categories']);
  });

  it('the HTML pass reports a read it finds still loading, so that page is not published', () => {
    const data = freshModule();
    data.recordAnswer('articles', [{ id: 1 }]);
    expect(data.initialData('case:1')).toBeUndefined(); // the client pass: simply not there yet
    expect(data.recordedFailures()).toEqual([]);
    data.startHtmlPass();
    expect(data.initialData('articles')).toEqual({ value: [{ id: 1 }] });
    expect(data.initialData('case:1')).toBeUndefined();
    expect(data.recordedFailures()).toEqual(['case:1 sin respuesta aún']);
  });
});
