import { Container, paths, Section, Seo } from '@linx/shared';

/** Placeholder until its issue lands: heading and metadata only. */
const ProductCataloguePage = () => (
  <>
    <Seo title="Catálogo de Productos" description="Catálogo de Productos — LINX." path={paths.products} />
    <Section>
      <Container>
        <h1>Catálogo de Productos</h1>
      </Container>
    </Section>
  </>
);

export default ProductCataloguePage;
