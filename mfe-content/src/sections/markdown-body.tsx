import { ServedHtml, Spinner } from '@linx/shared';
import { lazy, Suspense } from 'react';

/**
 * The Markdown renderer (react-markdown and its parser, ~35 KB gzip) loads after the page's first
 * render, so the title and cover of an article or case do not wait for it. On a page that arrived
 * as HTML, the body the HTML holds is kept: the renderer is not loaded at all until a navigation.
 */
const Markdown = lazy(() => import('@linx/shared/markdown').then((module) => ({ default: module.Markdown })));

export const MarkdownBody = ({ children }: { children: string }) => (
  <ServedHtml source={children}>
    <Suspense fallback={<Spinner />}>
      <Markdown>{children}</Markdown>
    </Suspense>
  </ServedHtml>
);
