// A value the site's server reads from the CMS now and then (the redirect table, the security
// contact): read at most every `ttlMs`, one read at a time; while the CMS does not answer, the last
// value read stays in use (`initial` until a first read succeeds).
export const cachedRead = ({ read, ttlMs, initial, label }) => {
  let value = initial;
  let readAt = -Infinity;
  let reading = null;
  const refresh = () => {
    reading ??= read()
      .then((fresh) => {
        value = fresh;
        readAt = Date.now();
      })
      .catch((error) => console.warn(`${label}: el CMS no respondió (${error.message}); se usa lo último leído.`))
      .finally(() => {
        reading = null;
      });
    return reading;
  };
  /** The current value, read again first when it is older than `maxAgeMs` (`ttlMs` unless the caller asks fresher). */
  return async (maxAgeMs = ttlMs) => {
    if (Date.now() - readAt > maxAgeMs) await refresh();
    return value;
  };
};
