import { Container, paths, Section, Seo } from '@linx/shared';

/** Placeholder until its issue lands: heading and metadata only. */
const CustomerExperiencePage = () => (
  <>
    <Seo title="Conecta con tu audiencia" description="Conecta con tu audiencia — LINX." path={paths.customerExperience} />
    <Section>
      <Container>
        <h1>Conecta con tu audiencia</h1>
      </Container>
    </Section>
  </>
);

export default CustomerExperiencePage;
