import { noPageData, type PageLoader } from '@linx/shared';
import { cmsRead } from '../../api/reads';
import { SectionsPageContent } from './sections-page-content';

/**
 * A page of the route list at a fixed address whose words, images and sections are a page built in the
 * CMS (docs/decisions.md 13): its module and loader, both reading the CMS page at that address. `alsoReads`
 * are the reads its sections make of their own (the home's client logos), so the HTML has them too.
 */
export const sectionsPageAt = (address: string, alsoReads: PageLoader = noPageData) => {
  const path = address.replace(/^\//, '');
  const Page = () => <SectionsPageContent path={path} />;
  const loader: PageLoader = (params) => [cmsRead.page(path), ...alsoReads(params)];
  return { Page, loader };
};
