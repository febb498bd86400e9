import { strapiFile, strapiImage } from '@linx/shared/testing';
import type { StrapiSection } from '../api/strapi-sections.generated';
import { SECTION_DESCRIPTORS } from '../sections/section-descriptors.generated';
import type { FixtureKit, SectionFixture } from '../sections/section-registry/section-descriptor';
import { rawClients, rawEpisodes, rawPartners, rawTeam } from './company-cms';

/** What the descriptors' fixtures are made with: the shared test media and the fake CMS's collections. */
export const fixtureKit: FixtureKit = {
  image: strapiImage,
  file: strapiFile,
  entries: {
    'team-members': rawTeam,
    partners: rawPartners,
    'client-logos': rawClients,
    'podcast-episodes': rawEpisodes,
  },
};

/**
 * The fixture of every section descriptor (`fixture`, exported beside it in src/sections/<type>/descriptor.ts,
 * out of the descriptor object so production bundles leave it out), in the descriptors' order.
 */
export const sectionFixtures = (): StrapiSection[] =>
  SECTION_DESCRIPTORS.map(({ component }) => {
    const folder = component.replace(/^sections\./, '');
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- each descriptor's module, by its folder
    const { fixture } = require(`../sections/${folder}/descriptor`) as { fixture?: SectionFixture<typeof component> };
    if (!fixture) throw new Error(`src/sections/${folder}/descriptor.ts no exporta «fixture»`);
    return fixture(fixtureKit);
  });
