import { renderHook } from '@testing-library/react';
import { useMarkInteractive } from './mark-interactive';

describe('useMarkInteractive', () => {
  const mark = jest.fn();
  beforeAll(() => Object.defineProperty(performance, 'mark', { value: mark, configurable: true }));
  afterEach(() => document.documentElement.removeAttribute('data-interactive'));

  it('marks the page once its first commit is done, and only once', () => {
    expect(document.documentElement.hasAttribute('data-interactive')).toBe(false);
    const first = renderHook(() => useMarkInteractive());
    expect(document.documentElement.hasAttribute('data-interactive')).toBe(true);
    renderHook(() => useMarkInteractive());
    first.rerender();
    expect(mark.mock.calls).toEqual([['linx:interactive']]);
  });
});
