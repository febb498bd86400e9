import { replacePreviewToken } from '@linx/shared';
import { followEditor } from './follow-editor';

describe('followEditor', () => {
  const replace = jest.fn();
  const keepFresh = jest.fn();

  beforeAll(() => {
    window.history.replaceState(null, '', '/blog/borrador?preview=abc');
    followEditor('http://cms.test:1337', replace, keepFresh);
    window.history.replaceState(null, '', '/blog');
  });

  beforeEach(() => replace.mockReset());

  const post = (data: unknown, origin: string) => window.dispatchEvent(new MessageEvent('message', { data, origin }));

  it("reloads the preview's own address when the CMS says the entry was saved", () => {
    post({ type: 'strapiUpdate' }, 'http://cms.test:1337');
    expect(replace).toHaveBeenCalledWith('http://localhost/blog/borrador?preview=abc');
  });

  it('keeps the token fresh while the frame is open, and reloads with the renewed one', () => {
    expect(keepFresh).toHaveBeenCalledWith('http://cms.test:1337');
    replacePreviewToken('renovado');
    post({ type: 'strapiUpdate' }, 'http://cms.test:1337');
    expect(replace).toHaveBeenCalledWith('http://localhost/blog/borrador?preview=renovado');
  });

  it('ignores other messages and other origins', () => {
    post({ type: 'strapiUpdate' }, 'http://evil.test');
    post({ type: 'previewReady' }, 'http://cms.test:1337');
    post('strapiUpdate', 'http://cms.test:1337');
    expect(replace).not.toHaveBeenCalled();
  });
});
