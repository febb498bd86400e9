import type { DataRead } from './data-read';
import { startRead } from './data-read';

/** A URL's parameters, by the names of its route pattern (`/blog/:slug` → `{ slug }`). */
export type RouteParams = Readonly<Record<string, string>>;

/**
 * What a page shows, declared: every exposed page module exports one beside its component
 * (docs/rendering.md, "Page loaders"). It names the reads the page needs for a URL; the renderer
 * awaits them before it renders the page to HTML, and the page's HTML carries their answers, which a
 * visitor's browser starts from.
 */
export type PageLoader = (params: RouteParams) => readonly DataRead<unknown>[];

/** A loader for a page that reads no content (its words are in its code). */
export const noPageData: PageLoader = () => [];

/** The reads' keys, in order ("articles", "case:3"); the call name is the part before ":". */
export const pageDataKeys = (loader: PageLoader, params: RouteParams): string[] =>
  loader(params).map((read) => read.key);

/**
 * Awaits the loader's reads for at most `deadlineMs`; returns the keys still unanswered then (none:
 * every read answered or failed). The renderer fails a page whose data does not come, quickly,
 * instead of waiting for a timeout of its own.
 */
export const loadPageDataWithin = async (
  loader: PageLoader,
  params: RouteParams,
  deadlineMs: number,
): Promise<{ unanswered: string[] }> => {
  const reads = loader(params);
  const settled = new Set<string>();
  const all = Promise.allSettled(
    reads.map((read) =>
      startRead(read).finally(() => {
        settled.add(read.key);
      }),
    ),
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, deadlineMs);
  });
  await Promise.race([all, deadline]);
  clearTimeout(timer);
  return { unanswered: reads.map((read) => read.key).filter((key) => !settled.has(key)) };
};
