// Old addresses of the site and where they lead, as editors keep them in the CMS's `redirect` type
// (a renamed article or case adds one by itself; docs/editorial-workflow.md). The shell's server asks
// here before it answers 404 for a page: a moved page answers 301 (or 302) to its new address. The
// table is read from the CMS at most every `ttlMs` (all its pages: no cap); while the CMS does not
// answer, the last table read stays in use.
const PAGE_SIZE = 1000;

const readPage = async (cmsUrl, page, timeoutMs) => {
  const query = `fields[0]=from&fields[1]=to&fields[2]=permanent&pagination[pageSize]=${PAGE_SIZE}&pagination[page]=${page}`;
  const response = await fetch(`${cmsUrl.replace(/\/$/, '')}/api/redirects?${query}`, {
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`redirects: HTTP ${response.status}`);
  return response.json();
};

/** Every redirect of the CMS: Map from → { to, permanent }. */
export const readRedirects = async (cmsUrl, { timeoutMs = 3000 } = {}) => {
  const table = new Map();
  for (let page = 1, pages = 1; page <= pages; page += 1) {
    const body = await readPage(cmsUrl, page, timeoutMs);
    for (const { from, to, permanent } of body.data ?? []) table.set(from, { to, permanent: permanent !== false });
    pages = body.meta?.pagination?.pageCount ?? 1;
  }
  return table;
};

/** `lookup(pathname)`: where an old address leads, or undefined. `cmsUrl()` gives the CMS's current address. */
export const redirectTable = ({ cmsUrl, ttlMs = Number(process.env.REDIRECTS_TTL_MS) || 10_000 }) => {
  let table = new Map();
  let readAt = -Infinity;
  let reading = null;
  const refresh = () => {
    reading ??= readRedirects(cmsUrl())
      .then((fresh) => {
        table = fresh;
        readAt = Date.now();
      })
      .catch((error) =>
        console.warn(`Redirecciones: el CMS no respondió (${error.message}); se usan las últimas leídas.`),
      )
      .finally(() => {
        reading = null;
      });
    return reading;
  };
  return {
    async lookup(pathname) {
      if (Date.now() - readAt > ttlMs) await refresh();
      return table.get(pathname);
    },
  };
};
