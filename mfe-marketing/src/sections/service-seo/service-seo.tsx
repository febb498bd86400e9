import { absoluteUrl, Seo, serviceNode, sitePages } from '@linx/shared';
import type { PageMeta } from '../../content/services/types';

export interface ServiceSeoProps {
  meta: PageMeta;
  /** The service page's path (`paths.seo`). */
  path: string;
}

/**
 * A service page's metadata: its title and description, and a `Service` node made from the same
 * words (docs/site.md, "Structured data"); the service type is the page's name in the navigation.
 */
export const ServiceSeo = ({ meta, path }: ServiceSeoProps) => {
  const serviceType = sitePages.find((page) => page.path === path)?.label ?? meta.title;
  const node = serviceNode({ name: meta.title, description: meta.description, serviceType }, absoluteUrl(path));
  return <Seo {...meta} path={path} structuredData={{ kind: 'WebPage', nodes: [node] }} />;
};
