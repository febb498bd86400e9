import { Container, paths, Section, Seo } from '@linx/shared';

/** Placeholder until its issue lands: heading and metadata only. */
const SignatureBuilderPage = () => (
  <>
    <Seo title="Generador de Firmas" description="Generador de Firmas de Correo — LINX." path={paths.signatures} />
    <Section>
      <Container>
        <h1>Generador de Firmas de Correo</h1>
      </Container>
    </Section>
  </>
);

export default SignatureBuilderPage;
