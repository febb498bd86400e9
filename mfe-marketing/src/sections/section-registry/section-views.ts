import type { CmsPageSection } from '../../api/page-types';
import { SECTION_VIEWS } from '../section-views.generated';
import type { SectionView } from './section-view';

type AnyView = SectionView<CmsPageSection>;

const loaders = SECTION_VIEWS as Record<string, (() => Promise<AnyView>) | undefined>;
/** Views whose code is here: a section of that type renders at once. */
const loaded = new Map<string, AnyView>();
/** Views whose code is on its way, one request per type. */
const loading = new Map<string, Promise<AnyView>>();
/** The promise a page waits on for one set of types: the same object on each render, so it is waited on once. */
const waits = new Map<string, Promise<void>>();
/** Sets of types a page has waited for: a view that failed to load is not waited for again and again. */
const waited = new Set<string>();

/** Whether the site has a view for sections of this type. */
export const hasSectionView = (type: string): boolean => Object.hasOwn(loaders, type) && loaders[type] !== undefined;

/** The view of a type whose code is here, or undefined. */
export const loadedSectionView = (type: string): AnyView | undefined => loaded.get(type);

/** Loads the view of a type with a view (its own chunk, section-views.generated.ts) and the parts it lists, once. */
export const loadSectionView = (type: string): Promise<AnyView> => {
  let promise = loading.get(type);
  if (!promise) {
    promise = loaders[type]!().then(async (view) => {
      // The parts all its sections draw come with it (a part whose code fails reports it where it is drawn). A shell
      // older than platform 2.9 has parts without `preload`: they wait apart, as they did there.
      await Promise.all((view.parts ?? []).map((part) => part.preload?.()));
      loaded.set(type, view);
      return view;
    });
    // A chunk that fails is asked for again by the next page that shows its type (a deploy finished meanwhile).
    promise.catch(() => loading.delete(type));
    loading.set(type, promise);
  }
  return promise;
};

/**
 * What a page rendered in the browser waits for before it shows its sections: the code of every view it draws.
 * Null when every view is here. A view that fails to load holds the page once, not again: that section is left
 * out (its error boundary) and the rest of the page shows.
 */
export const sectionViewsToWaitFor = (sections: readonly CmsPageSection[]): Promise<void> | null => {
  const missing = [...new Set(sections.map((section) => section.type))]
    .filter((type) => hasSectionView(type) && !loaded.has(type))
    .sort();
  const key = missing.join(' ');
  if (missing.length === 0 || waited.has(key)) return null;
  let wait = waits.get(key);
  if (!wait) {
    wait = Promise.allSettled(missing.map(loadSectionView)).then(() => {
      waits.delete(key);
      waited.add(key);
    });
    waits.set(key, wait);
  }
  return wait;
};
