import { messages, partOnDemand } from '@linx/shared';
import type { ProductDetail as LoadedProductDetail } from './product-detail';

let detailCode: Promise<typeof LoadedProductDetail> | undefined;

/** The detail's code (its gallery, facts and styles), a chunk of its own, asked for once. */
const loadDetail = () => (detailCode ??= import('./product-detail').then((m) => m.ProductDetail));

/**
 * The open product's detail, whose code loads the first time a detail opens: the first visit of the catalogue
 * shows the grid, and a detail reached by a link renders in the browser (a URL with a query string).
 */
export const ProductDetail = partOnDemand(loadDetail, <p role="status">{messages.loading}</p>);

/** Starts loading the detail's code as the visitor reaches for the results (a pointer, focus, a touch). */
export const prepareProductDetail = (): void => {
  void loadDetail().catch(() => undefined);
};
