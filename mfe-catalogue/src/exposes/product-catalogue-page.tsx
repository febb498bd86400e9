import { type PageLoader } from '@linx/shared';
import { CatalogueBrowser } from '../features/product-catalogue/catalogue-browser';
import { CatalogueHero } from '../features/product-catalogue/catalogue-hero';
import { CatalogueSeo } from '../features/product-catalogue/catalogue-seo';
import { useCatalogueParams } from '../features/product-catalogue/use-catalogue-params';
import { cmsRead } from '../api/reads';

/** /productos: search in the hero, then categories beside the results or a product's detail. */
const ProductCataloguePage = () => {
  const params = useCatalogueParams();
  return (
    <>
      <CatalogueSeo />
      <CatalogueHero term={params.term} setTerm={params.setTerm} />
      <CatalogueBrowser params={params} />
    </>
  );
};

/** What the page reads (docs/rendering.md, "Page loaders"). */
export const loader: PageLoader = () => [cmsRead.products(), cmsRead.productCategories()];

export default ProductCataloguePage;
