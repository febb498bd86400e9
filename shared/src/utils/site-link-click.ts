/** A click with the main button and no modifier key: one the app may take over (with a modifier, a new tab). */
export const isPlainClick = (event: MouseEvent): boolean =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** A link to a page of this site in this tab (`/productos`), not to another site (`//…`) or a new tab. */
export const isSiteLink = (anchor: HTMLAnchorElement): boolean => {
  const href = anchor.getAttribute('href') ?? '';
  return !anchor.target && href.startsWith('/') && !href.startsWith('//');
};
