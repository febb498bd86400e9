import { Container, paths, Section, Seo } from '@linx/shared';

/** Placeholder until its issue lands: heading and metadata only. */
const CasesPage = () => (
  <>
    <Seo title="Casos de Éxito" description="Casos de Éxito — LINX." path={paths.cases} />
    <Section>
      <Container>
        <h1>Casos de Éxito</h1>
      </Container>
    </Section>
  </>
);

export default CasesPage;
