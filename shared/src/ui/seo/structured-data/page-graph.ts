import type { Graph, Thing } from 'schema-dts';
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
}

const idOf = (node: Thing | undefined): string | undefined =>
  node && typeof node === 'object' && '@id' in node ? (node['@id'] as string) : undefined;

/** One JSON-LD graph per page: the site, the company, the page, its breadcrumbs and its content. */
export const pageGraph = ({ kind, path, name, description, nodes = [] }: PageGraphInput): Graph => {
  const url = path === undefined ? undefined : absoluteUrl(path);
  const page = url ? webPageNode({ kind, url, name, description, mainEntity: idOf(nodes[0]) }) : undefined;
  const breadcrumbs = path === undefined ? undefined : breadcrumbNode(path, name);
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
