import { absoluteUrl, cmsRead, type PageLoader, paths, Seo, useProductCategories, useProducts } from '@linx/shared';
import { productListNode } from '@linx/shared/structured-data';
import { catalogueSeo } from '../content/catalogue';
import { CatalogueBrowser } from '../features/product-catalogue/catalogue-browser';
import { CatalogueHero } from '../features/product-catalogue/catalogue-hero';
import { useCatalogueParams } from '../features/product-catalogue/use-catalogue-params';
import { useSearchDraft } from '../features/product-catalogue/use-search-draft';

/** /productos: search in the hero, then categories beside the results or a product's detail. */
const ProductCataloguePage = () => {
  const params = useCatalogueParams();
  const search = useSearchDraft(params.term, params.setTerm);
  const categories = useProductCategories().data ?? [];
  const categoryName = (slug: string) => categories.find((category) => category.slug === slug)?.name;
  const products = productListNode(useProducts().data ?? [], absoluteUrl(paths.products), categoryName);
  return (
    <>
      <Seo
        structuredData={{ kind: 'CollectionPage', nodes: [products] }}
        title={catalogueSeo.title}
        description={catalogueSeo.description}
        keywords={catalogueSeo.keywords}
        path={paths.products}
      />
      <CatalogueHero value={search.value} onChange={search.onChange} />
      <CatalogueBrowser params={params} />
    </>
  );
};

/** What the page reads (docs/rendering.md, "Page loaders"). */
export const loader: PageLoader = () => [cmsRead.products(), cmsRead.productCategories()];

export default ProductCataloguePage;
