import { Container, paths, Section, Seo } from '@linx/shared';

/** Placeholder until its issue lands: heading and metadata only. */
const InternalCommunicationsPage = () => (
  <>
    <Seo title="Comunicaciones Internas" description="Comunicaciones Internas — LINX." path={paths.internalCommunications} />
    <Section>
      <Container>
        <h1>Comunicaciones Internas</h1>
      </Container>
    </Section>
  </>
);

export default InternalCommunicationsPage;
