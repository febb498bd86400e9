import type { FastifyBaseLogger } from 'fastify';
import type { KnownPaths } from './recorded-path';

/** Read again this often, and a minute after a failed read (the site may start after the collector). */
const REFRESH_MS = 10 * 60_000;
const RETRY_MS = 60_000;
const TIMEOUT_MS = 5_000;
/** A sitemap index's parts read, and paths kept at most (the protocol allows 50,000 URLs a file). */
const MAX_PARTS = 20;
const MAX_PATHS = 200_000;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };
const locs = (xml: string): string[] =>
  [...xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)].map(([, loc]) =>
    loc.replace(/&(amp|lt|gt|quot|apos);/g, (e) => ENTITIES[e]),
  );

function pathOf(loc: string): string | null {
  try {
    const { pathname } = new URL(loc);
    return pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  } catch {
    return null;
  }
}

async function read(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.text();
}

/**
 * The paths of the site's sitemap (`ANALYTICS_SITEMAP_URL`, the shell's live /sitemap.xml and its
 * parts): the collector keeps a page's own path only when the site lists it (recorded-path.ts). Read
 * on start and every 10 minutes; a failed read keeps the last list (none at first: such pages are then
 * stored as their route pattern).
 */
export class SitePaths implements KnownPaths {
  private paths = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly url: string | null,
    private readonly log: FastifyBaseLogger,
  ) {}

  has(path: string): boolean {
    return this.paths.has(path);
  }

  get size(): number {
    return this.paths.size;
  }

  /** Reads the sitemap once now, then keeps reading it; resolves after the first read. */
  async start(): Promise<void> {
    if (this.url === null) return;
    const ok = await this.refresh();
    this.schedule(ok);
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private schedule(ok: boolean): void {
    if (this.stopped) return;
    this.timer = setTimeout(
      () => void this.refresh().then((again) => this.schedule(again)),
      ok ? REFRESH_MS : RETRY_MS,
    );
    this.timer.unref();
  }

  /** Reads the sitemap (an index: its parts); true when it was read. */
  async refresh(): Promise<boolean> {
    if (this.url === null) return false;
    try {
      const first = await read(this.url);
      const documents = /<sitemapindex[\s>]/.test(first)
        ? await Promise.all(locs(first).slice(0, MAX_PARTS).map(read))
        : [first];
      const paths = new Set<string>();
      for (const loc of documents.flatMap(locs)) {
        const path = pathOf(loc);
        if (path !== null && paths.size < MAX_PATHS) paths.add(path);
      }
      this.paths = paths;
      return true;
    } catch (error) {
      this.log.warn({ err: error, url: this.url }, 'sitemap unreadable; pages with parameters stored as their route');
      return false;
    }
  }
}
