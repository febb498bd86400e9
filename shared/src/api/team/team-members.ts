import { getList } from '../cms/cms-client';
import { text, toMediaImage, webLink } from '../cms/media-mappers';
import type { MediaImage } from '../cms/media-types';
import type { Maybe, StrapiEntry, StrapiMedia } from '../cms/strapi-types';
import { useAsyncResource } from '../hooks/use-async-resource';
import { cmsCall, cmsCallRead } from '../page-data/cms-call-read';

// The team roster is the one content two remotes show: the About page (mfe-marketing) and the
// signature builder (mfe-internal). It stays in the platform so both map a person the same way
// (docs/platform.md, "What stays in the platform"); a change to it ships with a shell release.

/** One person of the team roster: the About page shows those with `showOnAbout`, the signature builder all. */
export interface TeamMember {
  id: number;
  name: string;
  role: string;
  photo?: MediaImage;
  quote: string;
  email?: string;
  /** Professional profile (http/https only). */
  profileUrl?: string;
  showOnAbout: boolean;
}

export interface StrapiTeamMember extends StrapiEntry {
  name: string;
  role?: Maybe<string>;
  photo?: Maybe<StrapiMedia>;
  quote?: Maybe<string>;
  email?: Maybe<string>;
  profileUrl?: Maybe<string>;
  showOnAbout?: Maybe<boolean>;
  order?: Maybe<number>;
}

export const toTeamMember = (raw: StrapiTeamMember): TeamMember => ({
  id: raw.id,
  name: raw.name,
  role: raw.role ?? '',
  photo: toMediaImage(raw.photo),
  quote: raw.quote ?? '',
  email: text(raw.email),
  profileUrl: webLink(raw.profileUrl),
  showOnAbout: raw.showOnAbout !== false,
});

/** The team roster in the editors' order (`order`, then creation). */
export const fetchTeamMembers = async (): Promise<TeamMember[]> =>
  (await getList<StrapiTeamMember>(cmsCall('team-members'))).map(toTeamMember);

/** The roster as a page declares it in its loader. */
export const teamMembersRead = () => cmsCallRead('team-members', fetchTeamMembers);

/** One roster for the About page and the signature builder. */
export const useTeamMembers = () => useAsyncResource(teamMembersRead());
