import { useAsyncResource } from '@linx/shared';
import { cmsRead } from './reads';

// One hook per read a page declares (reads.ts): the component joins the loader's read. The team
// roster's hook is the platform's (useTeamMembers).

export const usePartners = () => useAsyncResource(cmsRead.partners());
export const useClientLogos = () => useAsyncResource(cmsRead.clientLogos());
export const usePodcastEpisodes = () => useAsyncResource(cmsRead.podcastEpisodes());
