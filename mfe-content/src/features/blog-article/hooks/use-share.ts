import { useCallback, useEffect, useState } from 'react';
import { blogCopy } from '../../../content/blog';
import { shareOrCopy, type SharePayload } from './share-or-copy';

const MESSAGE_MS = 5000;

/** Share action plus the Spanish confirmation/error to announce (cleared after a few seconds). */
export const useShare = (payload: SharePayload): { share: () => Promise<void>; message: string } => {
  const [notice, setNotice] = useState<{ text: string; at: number } | null>(null);
  const { title, text, url } = payload;

  const share = useCallback(async () => {
    const outcome = await shareOrCopy({ title, text, url });
    if (outcome === 'copied') setNotice({ text: blogCopy.article.copied, at: Date.now() });
    else if (outcome === 'failed') setNotice({ text: blogCopy.article.copyFailed, at: Date.now() });
  }, [title, text, url]);

  useEffect(() => {
    if (!notice) return undefined;
    const timer = window.setTimeout(() => setNotice(null), MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  return { share, message: notice?.text ?? '' };
};
