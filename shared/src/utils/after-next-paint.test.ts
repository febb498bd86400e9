import { afterNextPaint } from './after-next-paint';

describe('afterNextPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the work after the next frame, in a task of its own', () => {
    const work = jest.fn();
    afterNextPaint(work);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersToNextFrame();
    expect(work).not.toHaveBeenCalled();
    jest.runOnlyPendingTimers();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, before or after the frame', () => {
    const before = jest.fn();
    afterNextPaint(before)();
    const after = jest.fn();
    const cancel = afterNextPaint(after);
    jest.advanceTimersToNextFrame();
    cancel();
    jest.runAllTimers();
    expect(before).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
  });
});
