import { startTransition, useEffect, useRef, useState } from 'react';
import { initialData, recordAnswer, recordFailure, recordStart } from '../../rendering';

export type AsyncResource<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

/**
 * Loads once per key and mount; re-renders never repeat the request. Requests in flight are
 * shared (StrictMode's double effect and two components asking for the same list make one call).
 */
const inFlight = new Map<string, Promise<unknown>>();

const loadShared = <T>(key: string, load: () => Promise<T>): Promise<T> => {
  const existing = inFlight.get(key) as Promise<T> | undefined;
  if (existing) return existing;
  recordStart(key);
  const promise = load().finally(() => {
    // Drop the entry shortly after it settles: the next visit of a page fetches fresh content.
    setTimeout(() => inFlight.delete(key), 0);
  });
  promise.then(
    (data) => recordAnswer(key, data),
    () => recordFailure(key),
  );
  inFlight.set(key, promise);
  return promise;
};

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;
const success = <T>(data: T): AsyncResource<T> => ({ status: 'success', data, error: undefined });

type Settled<T> = { key: string; resource: AsyncResource<T> } | null;

export const useAsyncResource = <T>(key: string | null, load: () => Promise<T>): AsyncResource<T> => {
  // A page rendered ahead of time starts with the answer its HTML was rendered with (initial-data.ts).
  const [settled, setSettled] = useState<Settled<T>>(() => {
    const initial = key === null ? undefined : initialData(key);
    return initial && key !== null ? { key, resource: success(initial.value as T) } : null;
  });
  const startedWith = useRef(settled?.key ?? null);

  useEffect(() => {
    if (key === null || startedWith.current === key) return undefined;
    let active = true;
    // The answer renders as a transition: a long list is built in slices, the page stays responsive.
    const settle = (resource: AsyncResource<T>) => active && startTransition(() => setSettled({ key, resource }));
    loadShared(key, load).then(
      (data) => settle(success(data)),
      (error: unknown) => {
        if (active) console.error(`No se pudo cargar "${key}"`, error);
        settle({ status: 'error', data: undefined, error });
      },
    );
    return () => {
      active = false;
    };
    // `load` is intentionally not a dependency: the key names the request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return settled && settled.key === key ? settled.resource : LOADING;
};
