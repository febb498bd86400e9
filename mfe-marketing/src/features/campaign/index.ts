export { CampaignContent } from './campaign-content';
