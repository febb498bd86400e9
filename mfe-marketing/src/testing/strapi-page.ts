import { toCmsPage } from '../api/page-mappers';
import type { CmsPage } from '../api/page-types';
import type { StrapiSection, StrapiSectionOf } from '../api/strapi-sections.generated';
import type { StrapiPage } from '../api/strapi-types';
import { sectionFixtures } from './section-fixtures';

/** A second split section: a conversation beside the words instead of an image, with titled lists. */
const chatSplitMedia = (): StrapiSectionOf<'sections.split-media'> => ({
  __component: 'sections.split-media',
  id: 15,
  title: 'Un asistente que resuelve',
  tone: 'soft',
  bullets: null,
  image: null,
  reverse: false,
  groups: [{ id: 1, icon: null, title: 'Solicitudes de RR. HH.', items: 'Cartas\nVacaciones' }],
  chat: {
    id: 1,
    name: 'LIA',
    label: 'Conversación de ejemplo con LIA',
    messages: [
      { id: 1, from: 'user', text: 'Necesito una carta.' },
      { id: 2, from: 'assistant', text: 'Te la envié.' },
    ],
  },
  actions: [],
});

/**
 * A page as the CMS answers `cmsCalls.page` (every part and media populated): every section descriptor's fixture
 * (testing/section-fixtures.ts), in the order of the page's dynamic zone, a second split section with a
 * conversation after the demo, plus what `overrides` changes.
 */
export const strapiPage = (overrides: Partial<StrapiPage> = {}): StrapiPage => ({
  id: 7,
  documentId: 'pagina7campana',
  path: '/campanas/retail-2027',
  title: 'Retail 2027',
  description: 'Cartelería digital para el retail chileno.',
  keywords: 'retail, cartelería digital',
  noindex: false,
  socialImage: null,
  updatedAt: '2026-11-20T10:00:00.000Z',
  sections: sectionFixtures().flatMap((section): StrapiSection[] =>
    section.__component === 'sections.demo' ? [section, chatSplitMedia()] : [section],
  ),
  ...overrides,
});

/** The same page as the site's view model (what usePageByPath answers). */
export const cmsPageFixture = (overrides: Partial<StrapiPage> = {}): CmsPage => toCmsPage(strapiPage(overrides));

/**
 * A section as an older or newer CMS may send it, outside the CMS's current schema (an unknown component, a field
 * missing or holding an old value): what the mapping must leave out or correct.
 */
export const rawSection = (fields: { __component: string; [field: string]: unknown }): StrapiSection =>
  fields as unknown as StrapiSection;
