import { Fragment, lazy, type ComponentType } from 'react';
import type { CmsPage, CmsPageSection, SkippedSection } from '../../api/page-types';
import { SECTION_VIEWS } from '../section-views.generated';
import { SectionBoundary, reportSkipped } from './section-boundary';
import { PageIconsContext } from './section-icons';
import type { SectionView } from './section-view';

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

const viewLoaders = SECTION_VIEWS as Record<string, (() => Promise<SectionView<CmsPageSection>>) | undefined>;

/** One component per section type, drawn by its view once that view's code is loaded (its own chunk). */
const sectionComponents = new Map<string, SectionComponent>();

const componentOf = (type: string): SectionComponent | undefined => {
  const load = Object.hasOwn(viewLoaders, type) ? viewLoaders[type] : undefined;
  if (!load) return undefined;
  let component = sectionComponents.get(type);
  if (!component) {
    component = lazy(async () => {
      const view = await load();
      return { default: ({ section }: { section: CmsPageSection }) => view(section) };
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
    .filter(({ section }) => !Object.hasOwn(SECTION_VIEWS, section.type))
    .map(({ section, position }) => ({ component: section.type, position, reason: 'sin vista en el sitio' }));
  reportSkipped(path, [...skipped, ...unknown]);
  return (
    <PageIconsContext.Provider value={icons}>
      {sections.map((section) => {
        const Section = componentOf(section.type);
        return Section === undefined ? (
          <Fragment key={section.key} />
        ) : (
          <SectionBoundary key={section.key} path={path} component={section.type}>
            <Section section={section} />
          </SectionBoundary>
        );
      })}
    </PageIconsContext.Provider>
  );
};
