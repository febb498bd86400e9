import { Container, paths, Section, Seo } from '@linx/shared';

/** Placeholder until its issue lands: heading and metadata only. */
const ProductivityPage = () => (
  <>
    <Seo title="Impulsa tu productividad" description="Impulsa tu productividad — LINX." path={paths.productivity} />
    <Section>
      <Container>
        <h1>Impulsa tu productividad</h1>
      </Container>
    </Section>
  </>
);

export default ProductivityPage;
