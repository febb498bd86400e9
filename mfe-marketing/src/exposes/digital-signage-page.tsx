import { Container, paths, Section, Seo } from '@linx/shared';

/** Placeholder until its issue lands: heading and metadata only. */
const DigitalSignagePage = () => (
  <>
    <Seo title="Señalización Digital" description="Señalización Digital — LINX." path={paths.digitalSignage} />
    <Section>
      <Container>
        <h1>Señalización Digital</h1>
      </Container>
    </Section>
  </>
);

export default DigitalSignagePage;
