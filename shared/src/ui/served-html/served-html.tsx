import { useState, type MouseEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { onPageOfHtml } from '../../rendering';

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

/** A click on a site path ("/productos") inside kept markup navigates in the app, as a Link would. */
const useSiteLinkClicks = () => {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href') ?? '';
    if (!anchor || anchor.target || !href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    navigate(href);
  };
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
  const onClick = useSiteLinkClicks();
  if (served.key === key && served.markup !== undefined) {
    return <div {...{ [ATTRIBUTE]: key }} onClick={onClick} dangerouslySetInnerHTML={{ __html: served.markup }} />;
  }
  return <div {...{ [ATTRIBUTE]: key }}>{children}</div>;
};
