import { renderProtocol } from '@linx/shared';
import { useEffect } from 'react';

/**
 * The first commit of the site's render or hydration is done: from here on the page answers input
 * (before it, a page rendered ahead of time is HTML only). The <html> element gets
 * `data-interactive` and the performance timeline a `linx:interactive` mark, for the browser tests
 * and for field measurements of how long a page stays HTML only.
 */
export const useMarkInteractive = (): void => {
  useEffect(() => {
    const html = document.documentElement;
    if (html.hasAttribute(renderProtocol.interactiveAttribute)) return;
    html.setAttribute(renderProtocol.interactiveAttribute, '');
    performance.mark?.(renderProtocol.interactiveMark);
  }, []);
};
