import { Icon, type LucideIcon, type LucideIconData, type LucideProps } from 'lucide-react';
import { createContext, forwardRef, useContext } from 'react';
import type { SectionIconData } from '../../api/page-types';

/**
 * The drawings of the icons a page's sections name, sent with the page's data (`CmsPage.icons`): the site draws
 * a CMS icon with lucide-react's `Icon` from them, without shipping every allowed icon as JavaScript.
 */
export const PageIconsContext = createContext<Readonly<Record<string, SectionIconData>>>({});

const byName = new Map<string, LucideIcon>();

/** The icon a section names, as the section kit takes icons (a lucide component); none without a name. */
export const sectionIcon = (name: string | undefined): LucideIcon | undefined => {
  if (name === undefined) return undefined;
  const known = byName.get(name);
  if (known) return known;
  const Drawn = forwardRef<SVGSVGElement, LucideProps>((props, ref) => {
    const data = useContext(PageIconsContext)[name];
    return data ? <Icon ref={ref} {...props} icon={data as LucideIconData} /> : null;
  });
  Drawn.displayName = name;
  byName.set(name, Drawn as LucideIcon);
  return Drawn as LucideIcon;
};
