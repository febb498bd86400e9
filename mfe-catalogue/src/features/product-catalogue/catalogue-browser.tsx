import { AsyncState, Container, EmptyMessage, messages } from '@linx/shared';
import { useCallback, useDeferredValue, useLayoutEffect, useMemo, useRef } from 'react';
import { DETAIL_HEADING_ID, prepareProductDetail, ProductDetail } from '../product-detail';
import { ProductGrid, ResultsHeading, RESULTS_HEADING_ID, ShowMore } from '../product-list';
import { useImageIndexes } from '../product-media';
import { CategoryFilter } from '../product-search';
import { useProductCategories, useProducts } from '../../api/hooks';
import { StyledBrowserLayout, StyledBrowserSection, StyledResults } from './catalogue-browser.styles';
import { filterProducts } from './filter-products';
import { resultsTitle } from './results-title';
import type { CatalogueParams } from './use-catalogue-params';
import { useDetailFocus } from './use-detail-focus';
import { CARDS_PER_STEP, useShownCount } from './use-shown-count';

/** Category sidebar plus either the result grid or the open product's detail. */
export const CatalogueBrowser = ({ params }: { params: CatalogueParams }) => {
  const products = useProducts();
  const categories = useProductCategories();
  const images = useImageIndexes();
  const { term, categorySlug, productSlug, selectCategory, toggleProduct, closeProduct } = params;

  const all = products.data;
  // The search box and the category buttons answer at once; the results follow as React finds time.
  const resultsTerm = useDeferredValue(term);
  const resultsCategory = useDeferredValue(categorySlug);
  const visible = useMemo(
    () => (all ? filterProducts(all, resultsTerm, resultsCategory) : []),
    [all, resultsTerm, resultsCategory],
  );
  const shown = useShownCount(`${resultsTerm}\n${resultsCategory ?? ''}`, visible);
  const shownProducts = useMemo(() => visible.slice(0, shown.count), [visible, shown.count]);
  const openProduct = productSlug ? all?.find((product) => product.slug === productSlug) : undefined;
  useDetailFocus(productSlug, products.status === 'success');

  // One handler for the grid while the visitor types (each keystroke changes the URL, hence toggleProduct).
  const latest = useRef({ productSlug, toggleProduct, showImage: images.show });
  useLayoutEffect(() => {
    latest.current = { productSlug, toggleProduct, showImage: images.show };
  });
  const openDetails = useCallback((slug: string) => {
    const current = latest.current;
    // The first image is picked when the detail opens (docs/site.md §4).
    if (slug !== current.productSlug) current.showImage(slug, 0);
    current.toggleProduct(slug);
  }, []);

  return (
    <StyledBrowserSection $tone="soft" aria-labelledby={openProduct ? DETAIL_HEADING_ID : RESULTS_HEADING_ID}>
      <Container>
        <StyledBrowserLayout>
          <CategoryFilter categories={categories.data ?? []} selectedSlug={categorySlug} onSelect={selectCategory} />
          <StyledResults
            onPointerOver={prepareProductDetail}
            onFocus={prepareProductDetail}
            onTouchStart={prepareProductDetail}
          >
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
                      <>
                        <ProductGrid products={shownProducts} images={images} onDetails={openDetails} />
                        <ShowMore
                          shown={shownProducts.length}
                          total={visible.length}
                          step={CARDS_PER_STEP}
                          onShowMore={shown.showMore}
                        />
                      </>
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
