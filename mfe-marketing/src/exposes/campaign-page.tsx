import { cmsRead, type PageLoader } from '@linx/shared';
import { useParams } from 'react-router-dom';
import { CampaignContent } from '../features/campaign';

/** /campanas/:campaign — a page editors build from sections in the CMS (docs/decisions.md 13). */
const CampaignPage = () => {
  const { campaign = '' } = useParams<{ campaign: string }>();
  return <CampaignContent campaign={campaign} />;
};

/** What the page reads (docs/rendering.md, "Page loaders"). */
export const loader: PageLoader = ({ campaign }) => [cmsRead.campaignPage(campaign)];

export default CampaignPage;
