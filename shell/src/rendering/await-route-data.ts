import { matchSitePage, pageModuleId } from '@linx/shared';
import { isUnavailable, loadRemotePage } from '../federation/register-remotes';
import { loadPageDataWithin } from './load-page-data';

/** How long the renderer waits for a page's declared reads; a CMS answers in well under a second. */
export const PAGE_DATA_DEADLINE_MS = 10_000;

/**
 * Render pass: loads the page module of the URL and awaits the reads its loader declares
 * (docs/rendering.md, "Page loaders"). Returns why the page cannot be rendered: its remote is down,
 * it declares no loader, or a read has not answered by the deadline. A read that failed is not
 * listed here: it is recorded, and the render reports it.
 */
export const awaitRouteData = async (pathname: string, deadlineMs = PAGE_DATA_DEADLINE_MS): Promise<string[]> => {
  const match = matchSitePage(pathname);
  if (!match) return []; // the shell's not-found page reads nothing
  const id = pageModuleId(match.route);
  const module = await loadRemotePage(id);
  if (isUnavailable(module)) return [`remoto no disponible: ${id}`];
  if (typeof module.loader !== 'function') return [`${id} no exporta su loader`];
  const { unanswered } = await loadPageDataWithin(module.loader, match.params, deadlineMs);
  return unanswered.length
    ? [`${id}: sin respuesta en ${deadlineMs / 1000} s de ${unanswered.map((key) => `"${key}"`).join(', ')}`]
    : [];
};
