/**
 * Exponential backoff with "equal jitter": the n-th consecutive failure waits between half and all
 * of min(max, base·2^(n-1)), so retries spread out instead of arriving at Odoo together.
 */
export function backoffDelay(
  failures: number,
  baseMs: number,
  maxMs: number,
  random: () => number = Math.random,
): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, failures - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
