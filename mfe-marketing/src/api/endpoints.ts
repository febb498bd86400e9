import { cmsCall, getList } from '@linx/shared';
import { toClientLogo, toPartner, toPodcastEpisode } from './mappers';
import type { StrapiClientLogo, StrapiPartner, StrapiPodcastEpisode } from './strapi-types';
import type { ClientLogo, Partner, PodcastEpisode } from './types';

// One fetcher per CMS call of the marketing pages (page-endpoint.ts reads the pages built from
// sections). The paths live in the platform's cms-reads.json (docs/platform.md).

export const fetchPartners = async (): Promise<Partner[]> =>
  (await getList<StrapiPartner>(cmsCall('partners'))).map(toPartner);

export const fetchClientLogos = async (): Promise<ClientLogo[]> =>
  (await getList<StrapiClientLogo>(cmsCall('client-logos'))).map(toClientLogo);

/** Newest first. Sorted here: the page starter reads ":x" in a call as a route parameter. */
export const fetchPodcastEpisodes = async (): Promise<PodcastEpisode[]> =>
  (await getList<StrapiPodcastEpisode>(cmsCall('podcast-episodes')))
    .map(toPodcastEpisode)
    .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || b.id - a.id);
