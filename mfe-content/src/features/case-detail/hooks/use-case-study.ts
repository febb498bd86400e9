import { useCaseBySlug, type AsyncResource, type CaseStudy } from '@linx/shared';
import { useLocation } from 'react-router-dom';

const isCaseStudy = (value: unknown): value is CaseStudy =>
  typeof value === 'object' &&
  value !== null &&
  'slug' in value &&
  'title' in value &&
  Array.isArray((value as CaseStudy).results);

/**
 * The case handed over by the list (navigation state) when it is the one of the URL; otherwise it
 * is fetched by slug, so a reload or a shared link works (docs/site.md §4).
 */
export const useCaseStudy = (slug: string | undefined): AsyncResource<CaseStudy | undefined> => {
  const state: unknown = useLocation().state;
  const handedOver = (state as { caseStudy?: unknown } | null)?.caseStudy;
  const fromState = isCaseStudy(handedOver) && handedOver.slug === slug ? handedOver : undefined;
  const fetched = useCaseBySlug(fromState || slug === undefined ? null : slug);
  if (fromState) return { status: 'success', data: fromState, error: undefined };
  if (slug === undefined) return { status: 'success', data: undefined, error: undefined };
  return fetched;
};
