import { startRead, type PageLoader, type RouteParams } from '@linx/shared';

/**
 * Render pass: awaits the loader's reads for at most `deadlineMs`; returns the keys still unanswered
 * then (none: every read answered or failed). The renderer fails a page whose data does not come,
 * quickly, instead of waiting for a timeout of its own (docs/rendering.md, "Page loaders").
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
