// What a static server checks before any file is looked up: a request that would throw further
// in (a malformed target, an unsatisfiable or odd Range) is answered here, never left uncaught.

/** The request's path, or null when the target is not a URL path (e.g. `//a:99999/`, `%`). */
export const requestPath = (req) => {
  const target = req.url ?? '/';
  if (!target.startsWith('/') || target.startsWith('//')) return null;
  try {
    const { pathname } = new URL(target, 'http://localhost');
    decodeURIComponent(pathname);
    return pathname;
  } catch {
    return null;
  }
};

const SINGLE_RANGE = /^bytes=(\d+)-(\d*)$/;

/**
 * Range headers sirv can serve are single `bytes=start-[end]` ranges with start ≤ end. Others are
 * dropped (suffix and multi ranges: the whole file is a valid answer) or refused (start > end).
 * Returns 'ok' or 'unsatisfiable'.
 */
export const checkRange = (req) => {
  const range = req.headers.range;
  if (range === undefined) return 'ok';
  const match = SINGLE_RANGE.exec(range.trim());
  if (!match) {
    delete req.headers.range;
    return 'ok';
  }
  const [, start, end] = match;
  if (!Number.isSafeInteger(Number(start)) || (end !== '' && !Number.isSafeInteger(Number(end)))) {
    return 'unsatisfiable';
  }
  if (end !== '' && Number(start) > Number(end)) return 'unsatisfiable';
  return 'ok';
};

export const sendPlain = (res, status, text) => {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(text);
};
