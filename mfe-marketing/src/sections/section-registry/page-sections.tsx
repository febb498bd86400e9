import { Fragment, type ReactNode } from 'react';
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

const viewOf = (section: CmsPageSection): ReactNode => {
  const view = (SECTION_VIEWS as Record<string, SectionView<CmsPageSection> | undefined>)[section.type];
  return view ? view(section) : undefined;
};

/**
 * The one section registry (docs/decisions.md 13): each section of a CMS page rendered by its type's view
 * (src/sections/section-views.generated.ts), in the editor's order. A section the client left out, a type without a view, or
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
        const view = viewOf(section);
        return view === undefined ? (
          <Fragment key={section.key} />
        ) : (
          <SectionBoundary key={section.key} path={path} component={section.type}>
            {view}
          </SectionBoundary>
        );
      })}
    </PageIconsContext.Provider>
  );
};
