/**
 * Runs `run` once the page has loaded, `delayMs` after the load event, when the browser is idle (at
 * the latest `timeoutMs` later): work that must never delay the first page's paint or a click.
 * Safari has no requestIdleCallback: a task runs it there. Returns how to cancel it.
 */
export const afterLoadIdle = (run: () => void, delayMs: number, timeoutMs = 5000): (() => void) => {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function')
        idle = window.requestIdleCallback(run, { timeout: timeoutMs });
      else run();
    }, delayMs);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    clearTimeout(timer);
  };
};
