import { lazy, Suspense, type Attributes, type ComponentType, type ReactNode } from 'react';
import { resolvedAtOnce } from '../../rendering/resolved-at-once';
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

/** The code of a part loaded on demand (`partOnDemand`), fetched ahead of the part's first render. */
export interface OnDemandCode {
  /** Loads the part's code, once; resolves when it is here (or failed: the part's first render reports that). */
  preload: () => Promise<void>;
  /** Whether its code is here: a first render then draws the part at once, never its fallback. */
  loaded: () => boolean;
}

/** A part loaded on demand: a component, and its code (`OnDemandCode`). */
export type OnDemandPart<P extends object> = ComponentType<P> & OnDemandCode;

/**
 * A component whose code is a chunk of its own, loaded the first time one renders, and which waits apart in the
 * browser (`WaitApartInBrowser`, with `fallback` meanwhile): the one way the suite loads a part on demand. Whoever
 * draws it can fetch its code first (`preload`): a page that shows its sections all at once (mfe-marketing's
 * sections page) waits for the parts they draw too, so a carousel never appears after its section and pushes the
 * page down.
 */
export const partOnDemand = <P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode,
): OnDemandPart<P> => {
  let code: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchCode = () => {
    loading ??= load().then((component) => (code = component));
    return loading;
  };
  // React's lazy() takes any thenable (its types say Promise).
  const Part = lazy(() =>
    code
      ? (resolvedAtOnce({ default: code }) as Promise<{ default: ComponentType<P> }>)
      : fetchCode().then((component) => ({ default: component })),
  );
  const PartOnDemand = (props: P) => (
    <WaitApartInBrowser fallback={fallback}>
      <Part {...(props as P & Attributes)} />
    </WaitApartInBrowser>
  );
  return Object.assign(PartOnDemand, {
    preload: () =>
      fetchCode().then(
        () => undefined,
        () => undefined,
      ),
    loaded: () => code !== undefined,
  });
};
