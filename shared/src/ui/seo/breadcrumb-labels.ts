import { createContext } from 'react';
import type { PageLabel } from '../../api/page-labels/page-labels';

/**
 * The labels of the pages built in the CMS (`usePageLabels`), for the breadcrumbs of every `Seo` inside: a
 * page below a page built in the CMS reads them and provides them (`<BreadcrumbLabels value={labels}>`). None
 * by default: the pages above any other page are routes with a `label` of their own, and the home.
 */
export const BreadcrumbLabels = createContext<readonly PageLabel[]>([]);
