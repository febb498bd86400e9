import type { Graph, Thing } from 'schema-dts';
import type { PageLabel } from '../../../api/page-labels/page-labels';
import { breadcrumbNode, webPageNode, type WebPageKind } from './page-nodes';
import { absoluteUrl, organizationNode, websiteNode } from './site-nodes';

export interface PageGraphInput {
  kind: WebPageKind;
  /** Site path of the page; absent for pages without a URL of their own (not found). */
  path?: string;
  name: string;
  description: string;
  /** The page type's own nodes (content-nodes.ts); the first is what the page is about. */
  nodes?: readonly Thing[];
  /** The labels of the pages built in the CMS, for the breadcrumbs (page-nodes.ts). */
  labels?: readonly PageLabel[];
}

const idOf = (node: Thing | undefined): string | undefined =>
  node && typeof node === 'object' && '@id' in node ? (node['@id'] as string) : undefined;

/** One JSON-LD graph per page: the site, the company, the page, its breadcrumbs and its content. */
export const pageGraph = ({ kind, path, name, description, nodes = [], labels }: PageGraphInput): Graph => {
  const url = path === undefined ? undefined : absoluteUrl(path);
  const page = url ? webPageNode({ kind, url, name, description, mainEntity: idOf(nodes[0]) }) : undefined;
  const breadcrumbs = path === undefined ? undefined : breadcrumbNode(path, name, labels);
  return {
    '@context': 'https://schema.org',
    '@graph': [
      websiteNode(),
      organizationNode(),
      ...(page ? [page] : []),
      ...(breadcrumbs ? [breadcrumbs] : []),
      ...nodes,
    ],
  };
};
