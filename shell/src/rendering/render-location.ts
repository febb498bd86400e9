/**
 * The page the render pass is rendering (docs/rendering.md, "One render"): one document renders page
 * after page without moving its address, so the site's router starts at this path instead of the
 * document's. Null outside the render pass (and before its first page).
 */
let current: string | null = null;

export const setRenderPath = (pathname: string): void => {
  current = pathname;
};

export const renderPath = (): string | null => current;
