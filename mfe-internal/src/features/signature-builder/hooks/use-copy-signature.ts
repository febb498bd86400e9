import { useCallback, useEffect, useRef, useState } from 'react';
import { copyHtmlToClipboard } from '../lib/copy-to-clipboard';

/** How long the button reads "¡Código HTML copiado!" (docs/site.md §9). */
export const COPIED_MS = 2000;

export type CopyState = 'idle' | 'copied' | 'refused';

/** Copies the HTML; "copied" lasts 2 s (restarted by another copy), "refused" until the next try. */
export const useCopySignature = (html: string): { state: CopyState; copy: () => Promise<void> } => {
  const [state, setState] = useState<CopyState>('idle');
  const timerRef = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timerRef.current), []);

  const copy = useCallback(async () => {
    window.clearTimeout(timerRef.current);
    if (!(await copyHtmlToClipboard(html))) {
      setState('refused');
      return;
    }
    setState('copied');
    timerRef.current = window.setTimeout(() => setState('idle'), COPIED_MS);
  }, [html]);

  return { state, copy };
};
