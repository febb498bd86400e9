/** Protocols allowed in links that come from the CMS (docs/site.md §2 "Blog article"). */
export const ALLOWED_PROTOCOLS = ['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp'] as const;

/**
 * Keeps relative URLs and the allowed protocols; anything else (javascript:, data:, …) becomes "".
 * A URL is relative when no ":" comes before its first "/", "?" or "#" (as react-markdown decides).
 */
export const safeUrl = (url: string): string => {
  const value = url.trim();
  const colon = value.indexOf(':');
  const delimiter = value.search(/[/?#]/);
  if (colon === -1 || (delimiter !== -1 && colon > delimiter)) return url;
  return (ALLOWED_PROTOCOLS as readonly string[]).includes(value.slice(0, colon).toLowerCase()) ? url : '';
};
