import { Container, paths, Section, Seo } from '@linx/shared';

/** Placeholder until its issue lands: heading and metadata only. */
const MaterialsPage = () => (
  <>
    <Seo title="Materiales Descargables" description="Materiales Descargables — LINX." path={paths.materials} />
    <Section>
      <Container>
        <h1>Materiales Descargables</h1>
      </Container>
    </Section>
  </>
);

export default MaterialsPage;
