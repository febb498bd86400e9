import { getList } from '../cms/cms-client';
import { text } from '../cms/media-mappers';
import type { Maybe, StrapiEntry } from '../cms/strapi-types';
import { useAsyncResource } from '../hooks/use-async-resource';
import { cmsCall, cmsCallRead } from '../page-data/cms-call-read';

// The labels of the pages built in the CMS: a page's name in the breadcrumbs of the pages below it
// (About's «Sobre Nosotros» on /sobre-nosotros/firmas), kept in the CMS with the page (its `label`).
// In the platform because pages of several remotes sit below pages built in the CMS.

/** A page built in the CMS that other pages sit below: its address and its name in their breadcrumbs. */
export interface PageLabel {
  path: string;
  label: string;
}

interface StrapiPageLabel extends StrapiEntry {
  path?: Maybe<string>;
  label?: Maybe<string>;
}

/** The published pages with a label (an empty one names nothing). */
export const fetchPageLabels = async (): Promise<PageLabel[]> =>
  (await getList<StrapiPageLabel>(cmsCall('page-labels'))).flatMap((raw) => {
    const label = text(raw.label);
    return raw.path && label ? [{ path: raw.path, label }] : [];
  });

/** The labels as a page declares them in its loader (`page-labels` in the route list's `cmsReads`). */
export const pageLabelsRead = () => cmsCallRead('page-labels', fetchPageLabels);

export const usePageLabels = () => useAsyncResource(pageLabelsRead());
