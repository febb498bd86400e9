import { Container, paths, Section, Seo } from '@linx/shared';

/** Placeholder until its issue lands: heading and metadata only. */
const AiAssistantPage = () => (
  <>
    <Seo title="Asistente IA" description="LIA, Asistente IA — LINX." path={paths.aiAssistant} />
    <Section>
      <Container>
        <h1>LIA, Asistente IA</h1>
      </Container>
    </Section>
  </>
);

export default AiAssistantPage;
