import { Container, paths, Section, Seo } from '@linx/shared';

/** Placeholder until its issue lands: heading and metadata only. */
const CloudPage = () => (
  <>
    <Seo title="Implementación Cloud" description="Implementación Cloud — LINX." path={paths.cloud} />
    <Section>
      <Container>
        <h1>Implementación Cloud</h1>
      </Container>
    </Section>
  </>
);

export default CloudPage;
