/**
 * Copies the signature as rich HTML (pasting into a mail editor shows the signature) and as plain
 * text (pasting into an HTML source field shows the code). Falls back to plain text where
 * `ClipboardItem` is missing or refused. Resolves false when the browser refuses both.
 */
export const copyHtmlToClipboard = async (html: string): Promise<boolean> => {
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  if (!clipboard) return false;
  if (typeof ClipboardItem !== 'undefined' && typeof clipboard.write === 'function') {
    try {
      await clipboard.write([
        new ClipboardItem({
          'text/html': new Blob([html], { type: 'text/html' }),
          'text/plain': new Blob([html], { type: 'text/plain' }),
        }),
      ]);
      return true;
    } catch {
      // Some browsers refuse rich items but allow plain text: try that next.
    }
  }
  if (typeof clipboard.writeText !== 'function') return false;
  try {
    await clipboard.writeText(html);
    return true;
  } catch {
    return false;
  }
};
