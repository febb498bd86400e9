import { Container, paths, Section, Seo } from '@linx/shared';

/** Placeholder until its issue lands: heading and metadata only. */
const AboutPage = () => (
  <>
    <Seo title="Sobre Nosotros" description="Transformamos Ideas en Realidad — LINX." path={paths.about} />
    <Section>
      <Container>
        <h1>Transformamos Ideas en Realidad</h1>
      </Container>
    </Section>
  </>
);

export default AboutPage;
