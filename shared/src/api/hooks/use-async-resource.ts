import { startTransition, useEffect, useState } from 'react';
import { initialData } from '../../rendering';
import { startRead, type DataRead } from '../page-data/data-read';

export type AsyncResource<T> =
  | { status: 'loading'; data: undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: undefined; error: unknown };

const LOADING = { status: 'loading', data: undefined, error: undefined } as const;
const success = <T>(data: T): AsyncResource<T> => ({ status: 'success', data, error: undefined });

type Settled<T> = { key: string; resource: AsyncResource<T> } | null;

/**
 * The answer of a read, once per key and mount; re-renders never repeat the request, and a read the
 * page's loader started is joined, not repeated (page-data/data-read.ts). `null`: nothing to read.
 */
export const useAsyncResource = <T>(read: DataRead<T> | null): AsyncResource<T> => {
  const key = read?.key ?? null;
  // A page rendered ahead of time starts with the answer its HTML was rendered with (initial-data.ts).
  const [settled, setSettled] = useState<Settled<T>>(() => {
    const initial = key === null ? undefined : initialData(key);
    return initial && key !== null ? { key, resource: success(initial.value as T) } : null;
  });
  useEffect(() => {
    // Already settled for this key (the answer the page's HTML came with): nothing to read.
    if (read === null || settled?.key === read.key) return undefined;
    let active = true;
    // The answer renders as a transition: a long list is built in slices, the page stays responsive.
    const settle = (resource: AsyncResource<T>) =>
      active && startTransition(() => setSettled({ key: read.key, resource }));
    startRead(read).then(
      (data) => settle(success(data)),
      (error: unknown) => {
        if (active) console.error(`No se pudo cargar "${read.key}"`, error);
        settle({ status: 'error', data: undefined, error });
      },
    );
    return () => {
      active = false;
    };
    // The key names the read: a new read object with the same key is the same read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return settled && settled.key === key ? settled.resource : LOADING;
};
