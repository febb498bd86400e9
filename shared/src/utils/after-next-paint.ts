/**
 * Runs `work` once the browser has painted the next frame: what a tap shows is painted first, and
 * what follows it (moving focus, making the page behind a dialog inert, analytics) runs right after
 * (docs/performance.md, "Taps"). A frame, then a task: the frame's paint comes between the two.
 * Returns a function that cancels `work` if it has not run yet.
 */
export const afterNextPaint = (work: () => void): (() => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(work, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
};
