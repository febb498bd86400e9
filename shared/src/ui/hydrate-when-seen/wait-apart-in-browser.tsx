import { lazy, Suspense, type Attributes, type ComponentType, type ReactNode } from 'react';
import { useRenderedAsHtml } from '../../rendering/use-rendered-as-html';

export interface WaitApartInBrowserProps {
  /** What stands in its place while its code loads, on a page the browser renders. */
  fallback: ReactNode;
  children: ReactNode;
}

/**
 * A part inside a larger one (a widget or a carousel inside a section) whose code loads on demand. On a page the
 * browser renders, it waits apart, so the words around it show at once. In the page's HTML it waits with the part
 * around it: that part hydrates whole, once this code is there too, and a tap held for it (HydrateWhenSeen) reaches
 * a control React already owns.
 */
export const WaitApartInBrowser = ({ fallback, children }: WaitApartInBrowserProps) =>
  useRenderedAsHtml() ? children : <Suspense fallback={fallback}>{children}</Suspense>;

/**
 * A component whose code is a chunk of its own, loaded the first time one renders, and which waits apart in the
 * browser (`WaitApartInBrowser`, with `fallback` meanwhile): the one way the suite loads a part on demand.
 */
export const partOnDemand = <P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
): ComponentType<P> => {
  const Part = lazy(async () => ({ default: await load() }));
  const PartOnDemand = (props: P) => (
    <WaitApartInBrowser fallback={fallback}>
      <Part {...(props as P & Attributes)} />
    </WaitApartInBrowser>
  );
  return PartOnDemand;
};
