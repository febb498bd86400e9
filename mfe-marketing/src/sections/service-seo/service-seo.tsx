import { absoluteUrl, Seo } from '@linx/shared';
import { serviceNode } from '@linx/shared/structured-data';
import type { PageMeta } from '../../content/services/types';

export interface ServiceSeoProps {
  meta: PageMeta;
  /** The service page's path (`paths.seo`). */
  path: string;
}

/**
 * A service page's metadata: its title and description, and a `Service` node made from the same
 * words (docs/site.md, "Structured data"); the service type is the service's name.
 */
export const ServiceSeo = ({ meta, path }: ServiceSeoProps) => {
  const node = serviceNode(
    { name: meta.title, description: meta.description, serviceType: meta.title },
    absoluteUrl(path),
  );
  return <Seo {...meta} path={path} structuredData={{ kind: 'WebPage', nodes: [node] }} />;
};
