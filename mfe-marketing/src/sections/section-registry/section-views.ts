import type { OnDemandCode } from '@linx/shared';
import type { CmsPageSection } from '../../api/page-types';
import { SECTION_VIEWS } from '../section-views.generated';
import type { SectionView } from './section-view';

type AnyView = SectionView<CmsPageSection>;

const loaders = SECTION_VIEWS as Record<string, (() => Promise<AnyView>) | undefined>;
/** Views whose code is here: a section of that type renders at once. */
const loaded = new Map<string, AnyView>();
/** Views whose code is on its way, one request per type. */
const loading = new Map<string, Promise<AnyView>>();
/** What a page's sections wait for, by the page's answer: the same promise on each render, so it is waited on once. */
const waits = new WeakMap<readonly CmsPageSection[], Promise<void>>();
/** Pages' sections that have waited: code that failed to load holds a page once, not again and again. */
const waited = new WeakSet<readonly CmsPageSection[]>();

/** Whether the site has a view for sections of this type. */
export const hasSectionView = (type: string): boolean => Object.hasOwn(loaders, type) && loaders[type] !== undefined;

/** The view of a type whose code is here, or undefined. */
export const loadedSectionView = (type: string): AnyView | undefined => loaded.get(type);

/** Loads the view of a type with a view (its own chunk, section-views.generated.ts), once. */
const loadView = (type: string): Promise<AnyView> => {
  let promise = loading.get(type);
  if (!promise) {
    promise = loaders[type]!().then((view) => {
      loaded.set(type, view);
      return view;
    });
    // A chunk that fails is asked for again by the next page that shows its type (a deploy finished meanwhile).
    promise.catch(() => loading.delete(type));
    loading.set(type, promise);
  }
  return promise;
};

/** The parts loaded on demand that these sections draw, of the views whose code is here. */
const partsDrawn = (sections: readonly CmsPageSection[]): OnDemandCode[] => [
  ...new Set(
    sections
      .flatMap((section) => loaded.get(section.type)?.parts?.(section) ?? [])
      .filter((part): part is OnDemandCode => Boolean(part)),
  ),
];

/**
 * Fetches parts' code (one that fails reports it where it is drawn). A shell older than platform 2.9 has parts
 * without `preload` and `loaded`: they wait apart, in their own place, as they did there.
 */
const preloadParts = (parts: readonly OnDemandCode[]) => Promise.all(parts.map((part) => part.preload?.()));
const notHere = (part: OnDemandCode) => part.loaded?.() === false;

/**
 * Loads the view of a type, and the code of the parts its sections among `sections` draw (a page's), together:
 * the section then renders whole, in one pass.
 */
export const loadSectionView = async (type: string, sections: readonly CmsPageSection[]): Promise<AnyView> => {
  const view = await loadView(type);
  await preloadParts(partsDrawn(sections.filter((section) => section.type === type)));
  return view;
};

/**
 * What a page rendered in the browser waits for before it shows its sections: the code of every view it draws, and
 * of the parts loaded on demand its sections draw. Null when all of it is here. Code that fails to load holds the
 * page once, not again: that section (or part) reports it in its place and the rest of the page shows.
 */
export const sectionViewsToWaitFor = (sections: readonly CmsPageSection[]): Promise<void> | null => {
  if (waited.has(sections)) return null;
  const missingViews = [...new Set(sections.map((section) => section.type))].filter(
    (type) => hasSectionView(type) && !loaded.has(type),
  );
  const missingParts = partsDrawn(sections).filter(notHere);
  if (missingViews.length === 0 && missingParts.length === 0) return null;
  let wait = waits.get(sections);
  if (!wait) {
    wait = Promise.allSettled([
      ...missingViews.map((type) => loadSectionView(type, sections)),
      preloadParts(missingParts),
    ]).then(() => {
      waited.add(sections);
    });
    waits.set(sections, wait);
  }
  return wait;
};
