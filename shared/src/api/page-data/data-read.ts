import { recordAnswer, recordFailure } from '../../rendering';

/**
 * One read of a page's data, named by its key: the key says what the answer is ("articles",
 * "case:3") and is how a rendered page stores it (docs/rendering.md, "Page loaders").
 */
export interface DataRead<T> {
  readonly key: string;
  readonly load: () => Promise<T>;
}

/**
 * Reads in flight, shared by key: the page's loader and the components that show the answer
 * (and StrictMode's double effect) make one request.
 */
const inFlight = new Map<string, Promise<unknown>>();

/** Starts a read, or joins the one in flight with the same key. */
export const startRead = <T>({ key, load }: DataRead<T>): Promise<T> => {
  const existing = inFlight.get(key) as Promise<T> | undefined;
  if (existing) return existing;
  const promise = load().finally(() => {
    // Dropped shortly after it settles: the next visit of a page reads fresh content.
    setTimeout(() => inFlight.delete(key), 0);
  });
  promise.then(
    (data) => recordAnswer(key, data),
    () => recordFailure(key),
  );
  inFlight.set(key, promise);
  return promise;
};
