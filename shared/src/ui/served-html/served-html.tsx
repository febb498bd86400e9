import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { onPageOfHtml } from '../../rendering';
import { isPlainClick, isSiteLink } from '../../utils/site-link-click';

/** A short, stable fingerprint of a text (FNV-1a, 32 bits): which content an HTML was made from. */
export const contentKey = (text: string): string => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
};

const ATTRIBUTE = 'data-served-html';

/** The markup the page's HTML holds for `key`, while the page is still the one its HTML was made for. */
const servedMarkup = (key: string): string | undefined => {
  if (typeof document === 'undefined' || !onPageOfHtml()) return undefined;
  return document.querySelector(`[${ATTRIBUTE}="${key}"]`)?.innerHTML;
};

/**
 * Clicks on site paths ("/productos") inside kept markup navigate in the app, as a Link would: one
 * listener on the container (the links in it are plain HTML, keyboard activation included).
 */
const useSiteLinkClicks = (container: RefObject<HTMLDivElement | null>, active: boolean) => {
  const navigate = useNavigate();
  useEffect(() => {
    const element = container.current;
    if (!active || !element) return undefined;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      const anchor = (event.target as Element).closest('a');
      if (!anchor || !isSiteLink(anchor)) return;
      event.preventDefault();
      navigate(anchor.getAttribute('href')!);
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [container, active, navigate]);
};

export interface ServedHtmlProps {
  /** What the children render from (e.g. the Markdown text): the kept markup must come from the same. */
  source: string;
  children: ReactNode;
}

/**
 * Content that is costly to render in the browser (Markdown: a parser and its renderer) and static
 * once rendered. On the page its HTML was rendered for, hydration keeps that markup as it is
 * instead of loading and running the renderer again; the children render only where the page has no
 * such markup (after a navigation, a page rendered in the browser, or other content than the HTML's).
 */
export const ServedHtml = ({ source, children }: ServedHtmlProps) => {
  const key = contentKey(source);
  const [served] = useState(() => ({ key, markup: servedMarkup(key) }));
  const keep = served.key === key && served.markup !== undefined;
  const container = useRef<HTMLDivElement>(null);
  useSiteLinkClicks(container, keep);
  if (keep) {
    return <div ref={container} {...{ [ATTRIBUTE]: key }} dangerouslySetInnerHTML={{ __html: served.markup ?? '' }} />;
  }
  return <div {...{ [ATTRIBUTE]: key }}>{children}</div>;
};
