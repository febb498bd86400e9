import { Seo, type CmsPage } from '@linx/shared';
import { PageSections } from '../../sections/section-registry';

/** A page built in the CMS: its own title, description, canonical link and social card, then its sections. */
export const SectionsPageView = ({ page }: { page: CmsPage }) => (
  <>
    <Seo
      title={page.title}
      description={page.description}
      keywords={page.keywords}
      path={page.path}
      noindex={page.noindex}
      image={page.socialImage}
    />
    <PageSections path={page.path} sections={page.sections} skipped={page.skipped} />
  </>
);
