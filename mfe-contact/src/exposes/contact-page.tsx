import { Container, paths, Section, Seo } from '@linx/shared';

/** Placeholder until its issue lands: heading and metadata only. */
const ContactPage = () => (
  <>
    <Seo title="Contacto" description="Contáctanos — LINX." path={paths.contact} />
    <Section>
      <Container>
        <h1>Contáctanos</h1>
      </Container>
    </Section>
  </>
);

export default ContactPage;
