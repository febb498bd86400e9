import { partOnDemand } from '@linx/shared';
import { StyledArtBox } from './product-preview-panel.styles';

let artCode: Promise<typeof import('./product-preview-art').ProductPreviewArt> | undefined;
const loadArt = () =>
  (artCode ??= import(/* webpackChunkName: "product-preview-art" */ './product-preview-art').then(
    (m) => m.ProductPreviewArt,
  ));

/**
 * The product families' illustrations, drawn only in an open Productos panel: their code is a chunk of
 * its own, so a visitor who never opens the desktop menu (every phone) does not download it.
 */
export const ProductPreviewArt = partOnDemand(loadArt, <StyledArtBox aria-hidden="true" />);

/** Starts loading the illustrations as the visitor reaches for the menu (a pointer over it, focus). */
export const prepareProductPreviewArt = (): void => {
  void loadArt().catch(() => undefined);
};
