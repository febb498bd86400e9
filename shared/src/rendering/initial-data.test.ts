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

  it('records each answer and failure', () => {
    const data = freshModule();
    data.recordAnswer('articles', []);
    data.recordFailure('categories');
    expect(data.recordedAnswers()).toEqual({ articles: [] });
    expect(data.recordedFailures()).toEqual(['categories']);
  });

  it('records the entries the reads returned, by model, once each', () => {
    const data = freshModule();
    data.recordEntries('article', ['b', 'a', undefined]);
    data.recordEntries('article', ['a']);
    data.recordEntries('category', ['c1']);
    expect(data.recordedEntries()).toEqual({ article: ['a', 'b'], category: ['c1'] });
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

  it('a new page rendered in the same document starts from nothing the previous page recorded', () => {
    const data = freshModule();
    data.recordAnswer('article:uno', { id: 1 });
    data.recordFailure('categories');
    data.recordEntries('article', ['a']);
    data.startHtmlPass();
    data.initialData('case:1');
    data.startPageRecord();
    expect(data.recordedAnswers()).toEqual({});
    expect(data.recordedFailures()).toEqual([]);
    expect(data.recordedEntries()).toEqual({});
    // Back in the loader's pass: a read not answered yet is not reported until the HTML pass.
    expect(data.initialData('case:2')).toBeUndefined();
    expect(data.recordedFailures()).toEqual([]);
  });
});
