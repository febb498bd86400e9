import type { DataRead } from './data-read';

/** A URL's parameters, by the names of its route pattern (`/blog/:slug` → `{ slug }`). */
export type RouteParams = Readonly<Record<string, string>>;

/**
 * What a page shows, declared: every exposed page module exports one beside its component
 * (docs/rendering.md, "Page loaders"). It names the reads the page needs for a URL; the renderer
 * awaits them before it renders the page to HTML, and the page's HTML carries their answers, which a
 * visitor's browser starts from.
 */
export type PageLoader = (params: RouteParams) => readonly DataRead<unknown>[];

/** A loader for a page that reads no content (its words are in its code). */
export const noPageData: PageLoader = () => [];
