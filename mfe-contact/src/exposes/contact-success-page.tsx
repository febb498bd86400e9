import { Container, paths, Section, Seo } from '@linx/shared';

/** Placeholder until its issue lands: heading and metadata only. */
const ContactSuccessPage = () => (
  <>
    <Seo title="Mensaje Enviado" description="¡Mensaje Enviado! — LINX." path={paths.contactSuccess} />
    <Section>
      <Container>
        <h1>¡Mensaje Enviado!</h1>
      </Container>
    </Section>
  </>
);

export default ContactSuccessPage;
