import { Fragment, lazy, type ComponentType } from 'react';
import type { CmsPage, CmsPageSection, SkippedSection } from '../../api/page-types';
import { SectionBoundary, reportSkipped } from './section-boundary';
import { PageIconsContext } from './section-icons';
import { hasSectionView, loadSectionView, loadedSectionView } from './section-views';

export interface PageSectionsProps {
  /** The page's path: names it in reports. */
  path: string;
  sections: readonly CmsPageSection[];
  /** Sections the CMS client could not map (src/api/page-mappers.ts). */
  skipped?: readonly SkippedSection[];
  /** The drawings of the icons the sections name (`CmsPage.icons`). */
  icons?: CmsPage['icons'];
}

type SectionComponent = ComponentType<{ section: CmsPageSection }>;

/** One component per section type, drawn by its view (its own chunk). */
const sectionComponents = new Map<string, SectionComponent>();

/**
 * The component of a section type: drawn at once when the view's code is already here (a page rendered in the
 * browser waits for it, sections-page-content.tsx), else lazy, suspending its section until the code has loaded,
 * with that of the parts the page's sections of the type draw. It stays the same component for the type from then
 * on: a section is never mounted again by a change of it.
 */
const componentOf = (type: string, sections: readonly CmsPageSection[]): SectionComponent => {
  let component = sectionComponents.get(type);
  if (!component) {
    const view = loadedSectionView(type);
    component = view
      ? ({ section }) => view(section)
      : lazy(async () => {
          const loaded = await loadSectionView(type, sections);
          return { default: ({ section }: { section: CmsPageSection }) => loaded(section) };
        });
    sectionComponents.set(type, component);
  }
  return component;
};

/**
 * The one section registry (docs/decisions.md 13): each section of a CMS page rendered by its type's view
 * (src/sections/section-views.generated.ts, each view loaded with the first section that shows it), in the
 * editor's order. A section the client left out, a type without a view, or
 * a view that throws in the browser is left out and reported (console, which the renderer's log shows), never a
 * crash or a blank page.
 */
export const PageSections = ({ path, sections, skipped = [], icons = {} }: PageSectionsProps) => {
  const unknown = sections
    .map((section, position) => ({ section, position }))
    .filter(({ section }) => !hasSectionView(section.type))
    .map(({ section, position }) => ({ component: section.type, position, reason: 'sin vista en el sitio' }));
  reportSkipped(path, [...skipped, ...unknown]);
  return (
    <PageIconsContext.Provider value={icons}>
      {sections.map((section) => {
        if (!hasSectionView(section.type)) return <Fragment key={section.key} />;
        const Section = componentOf(section.type, sections);
        return (
          <SectionBoundary key={section.key} path={path} component={section.type} still={section.still}>
            <Section section={section} />
          </SectionBoundary>
        );
      })}
    </PageIconsContext.Provider>
  );
};
