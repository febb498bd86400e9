import { Spinner } from '@linx/shared';
import { lazy, Suspense } from 'react';

/**
 * The Markdown renderer (react-markdown and its parser, ~35 KB gzip) loads after the page's first
 * render, so the title and cover of an article or case do not wait for it.
 */
const Markdown = lazy(() => import('@linx/shared/markdown').then((module) => ({ default: module.Markdown })));

export const MarkdownBody = ({ children }: { children: string }) => (
  <Suspense fallback={<Spinner />}>
    <Markdown>{children}</Markdown>
  </Suspense>
);
