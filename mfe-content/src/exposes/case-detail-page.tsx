import { Container, paths, Section, Seo } from '@linx/shared';

/** Placeholder until its issue lands: heading and metadata only. */
const CaseDetailPage = () => (
  <>
    <Seo title="Caso de Éxito" description="Caso de Éxito — LINX." path={paths.caseDetail} />
    <Section>
      <Container>
        <h1>Caso de Éxito</h1>
      </Container>
    </Section>
  </>
);

export default CaseDetailPage;
