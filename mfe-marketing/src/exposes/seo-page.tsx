import { Container, paths, Section, Seo } from '@linx/shared';

/** Placeholder until its issue lands: heading and metadata only. */
const SeoPage = () => (
  <>
    <Seo title="SEO y SEM" description="Posiciona tu Negocio en Google — LINX." path={paths.seo} />
    <Section>
      <Container>
        <h1>Posiciona tu Negocio en Google</h1>
      </Container>
    </Section>
  </>
);

export default SeoPage;
