import { isRenderPass, readRenderedState } from './rendered-state';

/**
 * The CMS answers a page starts with instead of asking again. In the renderer's browser the page's
 * loader reads everything first, recording every answer and failure, and the HTML pass renders from
 * what was recorded; in a visitor's browser the answers come from the HTML (rendered-state.ts) until the first
 * navigation, so hydration renders exactly what the server rendered.
 */
const recorded = new Map<string, unknown>();
const failed = new Set<string>();
/** Render pass: the CMS entries the page's reads returned (document ids by model). */
const entries = new Map<string, Set<string>>();
/** Render pass: reads the HTML pass met still loading (its markup would hold a spinner). */
const unsettled = new Set<string>();
let fromHtml = true;
let htmlPass = false;
/** Render pass: the page rendered the not-found page (its HTML answers 404). */
let notFound = false;

export const initialData = (key: string): { value: unknown } | undefined => {
  if (isRenderPass()) {
    if (recorded.has(key)) return { value: recorded.get(key) };
    if (htmlPass && !failed.has(key)) unsettled.add(key);
    return undefined;
  }
  const data = fromHtml ? readRenderedState()?.data : undefined;
  return data && Object.prototype.hasOwnProperty.call(data, key) ? { value: data[key] } : undefined;
};

/** Render pass: an answer to embed in the page's HTML. */
export const recordAnswer = (key: string, value: unknown): void => {
  if (!isRenderPass()) return;
  recorded.set(key, value);
  failed.delete(key);
};

/** Render pass: a read that failed; the renderer keeps the page's last good HTML instead. */
export const recordFailure = (key: string): void => {
  if (!isRenderPass()) return;
  failed.add(key);
};

/** Render pass: entries of a CMS model the page read (their document ids), so an edit of one finds its pages. */
export const recordEntries = (model: string, documentIds: readonly (string | undefined)[]): void => {
  if (!isRenderPass()) return;
  const ids = entries.get(model) ?? new Set<string>();
  for (const id of documentIds) if (id) ids.add(id);
  entries.set(model, ids);
};

/** Render pass: the page is the not-found page (the shell's, or a path with no page built in the CMS). */
export const recordNotFound = (): void => {
  if (isRenderPass()) notFound = true;
};

/** Whether the page rendered is the not-found page: its HTML is answered with status 404. */
export const recordedNotFound = (): boolean => notFound;

/** The entries the page showed, by model, each list sorted (the rendered page stores them). */
export const recordedEntries = (): Record<string, string[]> =>
  Object.fromEntries([...entries].map(([model, ids]) => [model, [...ids].sort()]));

/**
 * Render pass: a new page is about to be rendered in the same document (the renderer renders one page
 * after another without reloading): nothing recorded for the previous one is carried into it.
 */
export const startPageRecord = (): void => {
  recorded.clear();
  failed.clear();
  entries.clear();
  unsettled.clear();
  htmlPass = false;
  notFound = false;
};

/** Render pass: the HTML render starts; a read it finds neither answered nor failed (undeclared by the loader) is reported. */
export const startHtmlPass = (): void => {
  htmlPass = true;
};

export const recordedAnswers = (): Record<string, unknown> => Object.fromEntries(recorded);
/** Why the page must not be published: reads that failed, and reads the HTML met still loading. */
export const recordedFailures = (): string[] => [...failed, ...[...unsettled].map((key) => `${key} sin respuesta aún`)];

/**
 * A visitor's browser on the page its HTML was rendered for, before any navigation: what is on
 * screen is that HTML (hydrating or hydrated), not a page this browser rendered itself.
 */
export const onPageOfHtml = (): boolean => !isRenderPass() && fromHtml && readRenderedState() !== null;

/** Called once the visitor leaves the page of HTML (`whenLeavingPageOfHtml`). */
const leaving = new Set<() => void>();

/**
 * Runs `listener` when the first navigation leaves the page the HTML was rendered for: while that navigation's
 * render starts, before it reaches the pages (a part of the HTML still waiting to hydrate stops waiting then,
 * HydrateWhenSeen).
 */
export const whenLeavingPageOfHtml = (listener: () => void): void => {
  if (fromHtml) leaving.add(listener);
  else listener();
};

/** After the first navigation the HTML's answers are old: pages ask the CMS again. */
export const dropInitialData = (): void => {
  fromHtml = false;
  for (const listener of leaving) listener();
  leaving.clear();
};
