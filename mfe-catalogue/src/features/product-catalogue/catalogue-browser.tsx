import { AsyncState, Container, EmptyMessage, messages, useProductCategories, useProducts } from '@linx/shared';
import { useMemo } from 'react';
import { DETAIL_HEADING_ID, ProductDetail } from '../product-detail';
import { ProductGrid, ResultsHeading, RESULTS_HEADING_ID } from '../product-list';
import { useImageIndexes } from '../product-media';
import { CategoryFilter } from '../product-search';
import { StyledBrowserLayout, StyledBrowserSection, StyledResults } from './catalogue-browser.styles';
import { filterProducts } from './filter-products';
import { resultsTitle } from './results-title';
import type { CatalogueParams } from './use-catalogue-params';
import { useDetailFocus } from './use-detail-focus';

/** Category sidebar plus either the result grid or the open product's detail. */
export const CatalogueBrowser = ({ params }: { params: CatalogueParams }) => {
  const products = useProducts();
  const categories = useProductCategories();
  const images = useImageIndexes();
  const { term, categorySlug, productSlug, selectCategory, toggleProduct, closeProduct } = params;

  const all = products.data;
  const visible = useMemo(() => (all ? filterProducts(all, term, categorySlug) : []), [all, term, categorySlug]);
  const openProduct = productSlug ? all?.find((product) => product.slug === productSlug) : undefined;
  useDetailFocus(productSlug, products.status === 'success');

  const openDetails = (slug: string) => {
    // The first image is picked when the detail opens (docs/site.md §4).
    if (slug !== productSlug) images.show(slug, 0);
    toggleProduct(slug);
  };

  return (
    <StyledBrowserSection $tone="soft" aria-labelledby={openProduct ? DETAIL_HEADING_ID : RESULTS_HEADING_ID}>
      <Container>
        <StyledBrowserLayout>
          <CategoryFilter categories={categories.data ?? []} selectedSlug={categorySlug} onSelect={selectCategory} />
          <StyledResults>
            {openProduct ? (
              <ProductDetail
                product={openProduct}
                imageIndex={images.indexOf(openProduct.slug)}
                onShowImage={(index) => images.show(openProduct.slug, index)}
                onStepImage={(delta) => images.step(openProduct.slug, delta, openProduct.images.length)}
                onClose={closeProduct}
              />
            ) : (
              <>
                <ResultsHeading
                  title={resultsTitle(term, categorySlug, categories.data ?? [])}
                  count={products.status === 'success' ? visible.length : undefined}
                />
                <AsyncState resource={products} emptyMessage={messages.empty.products}>
                  {() =>
                    visible.length > 0 ? (
                      <ProductGrid products={visible} images={images} onDetails={openDetails} />
                    ) : (
                      <EmptyMessage role="status">{messages.empty.products}</EmptyMessage>
                    )
                  }
                </AsyncState>
              </>
            )}
          </StyledResults>
        </StyledBrowserLayout>
      </Container>
    </StyledBrowserSection>
  );
};
