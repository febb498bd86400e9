import type { PageLoader } from '@linx/shared';
import { cmsRead } from '../../api/reads';
import { SectionsPageContent } from './sections-page-content';

/**
 * A page of the route list at a fixed address whose words, images and sections are a page built in the
 * CMS (docs/decisions.md 13): its module and loader, both reading the CMS page at that address, which brings
 * the collections its sections show.
 */
export const sectionsPageAt = (address: string) => {
  const path = address.replace(/^\//, '');
  const Page = () => <SectionsPageContent path={path} />;
  const loader: PageLoader = () => [cmsRead.page(path)];
  return { Page, loader };
};
