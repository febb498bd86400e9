import { Container, paths, Section, Seo } from '@linx/shared';

/** Placeholder until its issue lands: heading and metadata only. */
const HomePage = () => (
  <>
    <Seo title="Inicio" description="Conecta tu marca con tu audiencia — LINX." path={paths.home} />
    <Section>
      <Container>
        <h1>Conecta tu marca con tu audiencia</h1>
      </Container>
    </Section>
  </>
);

export default HomePage;
