/**
 * Lets the browser run what waits (input, paint) before the next step of the start-up: each step
 * becomes its own task instead of one long one. `scheduler.yield` where the browser has it.
 */
export const yieldToMain = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
};
