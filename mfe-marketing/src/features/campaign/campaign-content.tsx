import { cmsRead, Seo, Spinner, useAsyncResource } from '@linx/shared';
import { campaignCopy } from '../../content/campaign';
import { PageHero } from '../../sections/page-hero';
import { CampaignView } from './campaign-view';

/** The campaign page at /campanas/<campaign>: the CMS's page, or a Spanish "not found" when none is published. */
export const CampaignContent = ({ campaign }: { campaign: string }) => {
  const page = useAsyncResource(cmsRead.campaignPage(campaign));
  if (page.status === 'success' && page.data) return <CampaignView page={page.data} />;
  return (
    <>
      <Seo title={campaignCopy.loadingTitle} description={campaignCopy.loadingDescription} noindex />
      {page.status === 'loading' ? <Spinner /> : <PageHero {...campaignCopy.notFound} />}
    </>
  );
};
