export type ShareOutcome = 'shared' | 'cancelled' | 'copied' | 'failed';

export interface SharePayload {
  title: string;
  text?: string;
  url: string;
}

const isAbort = (error: unknown): boolean => error instanceof Error && error.name === 'AbortError';

/**
 * The Web Share API where the browser has it; otherwise (or when it refuses) the link goes to the
 * clipboard. A visitor closing the share sheet is not an error.
 */
export const shareOrCopy = async (payload: SharePayload): Promise<ShareOutcome> => {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(payload);
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
    }
  }
  try {
    if (!navigator.clipboard?.writeText) return 'failed';
    await navigator.clipboard.writeText(payload.url);
    return 'copied';
  } catch {
    return 'failed';
  }
};
