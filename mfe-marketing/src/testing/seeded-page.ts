import { strapiFile, strapiImage } from '@linx/shared/testing';
import type { StrapiSection } from '../api/strapi-sections.generated';
import type { StrapiPage } from '../api/strapi-types';
import { rawClients, rawEpisodes, rawPartners, rawTeam } from './company-cms';

/** A Media Library reference of the CMS's seed data: the file under cms/src/seed/uploads and its alt text. */
interface SeedFile {
  file: string;
  alt?: string;
}

/** A page of the CMS's seed data (cms/src/seed/data/pages): its fields, sections with `{ file, alt }` media. */
export type SeedPage = Record<string, unknown> & { path: string; sections: unknown[] };

const VIDEO_MIME: Record<string, string> = { '.mp4': 'video/mp4', '.webm': 'video/webm' };
const IMAGE_MIME: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
};
/** When the seeded videos entered the site (their first commit). */
const VIDEO_DATE = '2026-11-22T15:52:44Z';

const isSeedFile = (value: unknown): value is SeedFile =>
  value !== null && typeof value === 'object' && typeof (value as SeedFile).file === 'string';

/** A seed file as the CMS answers it once uploaded (an SVG has no generated formats). */
const uploaded = ({ file, alt }: SeedFile) => {
  const name = file.split('/').pop() ?? file;
  const ext = name.slice(name.lastIndexOf('.')).toLowerCase();
  const url = `/uploads/${name}`;
  if (VIDEO_MIME[ext]) {
    return { ...strapiFile(url, { mime: VIDEO_MIME[ext] }), alternativeText: alt ?? null, createdAt: VIDEO_DATE };
  }
  const mime = IMAGE_MIME[ext] ?? 'image/png';
  return strapiImage(url, {
    width: 640,
    height: 360,
    alternativeText: alt ?? null,
    mime,
    formats: mime !== 'image/svg+xml',
  });
};

const withUploads = (value: unknown): unknown => {
  if (isSeedFile(value)) return uploaded(value);
  if (Array.isArray(value)) return value.map(withUploads);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withUploads(item)]));
  }
  return value;
};

/** The entries of the collections a section shows, as the page read brings them (cms/src/utils/section-collections.js). */
export type SectionEntries = Partial<Record<string, unknown[]>>;

/** The company's collections of the fake CMS (testing/company-cms.ts), as the page read brings them into its sections. */
export const companyEntries: SectionEntries = {
  'sections.team-grid': rawTeam.filter((member) => member.showOnAbout),
  'sections.partner-carousel': rawPartners,
  'sections.client-logos': rawClients,
  'sections.episode-list': rawEpisodes,
};

/**
 * A page of the CMS's seed data as the CMS answers the site's read once seeded: media uploaded, sections with
 * ids, and each section that shows a collection with its entries (`entries`: other answers of the collections,
 * e.g. `{ 'sections.team-grid': [] }` for an empty team). Page tests render exactly what a fresh CMS publishes.
 */
export const strapiPageFromSeed = (seed: SeedPage, entries: SectionEntries = {}): StrapiPage => {
  const collections = { ...companyEntries, ...entries };
  return {
    id: 1,
    documentId: `page-${seed.path}`,
    ...(withUploads(seed) as Omit<StrapiPage, 'id'>),
    sections: (withUploads(seed.sections) as Record<string, unknown>[]).map((section, index) => {
      const component = String(section.__component);
      const shown = collections[component];
      // The seed's JSON is what the CMS stores for these sections: its schema's shape, unchecked here.
      return {
        ...section,
        __component: component,
        id: index + 1,
        ...(shown ? { entries: shown } : {}),
      } as unknown as StrapiSection;
    }),
  };
};
