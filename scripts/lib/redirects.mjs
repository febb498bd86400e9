// Old addresses of the site and where they lead, as editors keep them in the CMS's `redirect` type
// (a renamed article or case adds one by itself; docs/editorial-workflow.md). The shell's server asks
// here before it answers 404 for a page: a moved page answers 301 (or 302) to its new address. The
// table is read from the CMS at most every `ttlMs` (all its pages: no cap), and an address it does not hold
// makes it read again once it is `missTtlMs` old (a second): a slug renamed a moment ago answers 301 as soon
// as its old page is gone, not up to `ttlMs` later; a stream of unknown addresses costs at most one read a
// second. While the CMS does not answer, the last table read stays in use.
import { cachedRead } from './cached-read.mjs';

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
export const redirectTable = ({
  cmsUrl,
  ttlMs = Number(process.env.REDIRECTS_TTL_MS) || 10_000,
  missTtlMs = Number(process.env.REDIRECTS_MISS_TTL_MS) || 1000,
}) => {
  const table = cachedRead({ read: () => readRedirects(cmsUrl()), ttlMs, initial: new Map(), label: 'Redirecciones' });
  return {
    async lookup(pathname) {
      return (await table()).get(pathname) ?? (await table(missTtlMs)).get(pathname);
    },
  };
};
