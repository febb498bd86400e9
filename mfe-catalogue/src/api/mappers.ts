import { type MediaImage, text, toMediaFile, toMediaImage } from '@linx/shared';
import type { StrapiProduct, StrapiProductCategory } from './strapi-types';
import type { Product, ProductCategory } from './types';

const names = (list: Array<{ name: string }> | null | undefined): string[] =>
  (list ?? []).map((item) => item.name).filter(Boolean);

export const toProductCategory = (raw: StrapiProductCategory): ProductCategory => ({
  slug: raw.slug,
  name: raw.name,
});

export const toProduct = (raw: StrapiProduct): Product => ({
  id: raw.id,
  slug: raw.slug,
  name: raw.name,
  brand: raw.brand ?? '',
  description: raw.description ?? '',
  resolution: text(raw.resolution),
  glow: text(raw.glow),
  system: text(raw.system),
  operation: text(raw.operation),
  brochure: toMediaFile(raw.brochure),
  images: (raw.images ?? []).map(toMediaImage).filter((image): image is MediaImage => Boolean(image)),
  features: names(raw.features),
  displaySizes: names(raw.displaySizes),
  categorySlugs: (raw.categories ?? []).map((category) => category.slug),
});
