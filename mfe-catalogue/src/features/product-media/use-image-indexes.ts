import { wrapIndex } from '@linx/shared';
import { useCallback, useMemo, useState } from 'react';

export interface ImageIndexes {
  indexOf: (slug: string) => number;
  show: (slug: string, index: number) => void;
  step: (slug: string, delta: number, total: number) => void;
}

/** The image shown for each product, kept per product while the catalogue is mounted (docs/site.md §4). */
export const useImageIndexes = (): ImageIndexes => {
  const [indexes, setIndexes] = useState<Record<string, number>>({});

  const indexOf = useCallback((slug: string) => indexes[slug] ?? 0, [indexes]);
  const show = useCallback(
    (slug: string, index: number) => setIndexes((current) => ({ ...current, [slug]: index })),
    [],
  );
  const step = useCallback(
    (slug: string, delta: number, total: number) =>
      setIndexes((current) => ({ ...current, [slug]: wrapIndex((current[slug] ?? 0) + delta, total) })),
    [],
  );

  return useMemo(() => ({ indexOf, show, step }), [indexOf, show, step]);
};
