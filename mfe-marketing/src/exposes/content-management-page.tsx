import { Container, paths, Section, Seo } from '@linx/shared';

/** Placeholder until its issue lands: heading and metadata only. */
const ContentManagementPage = () => (
  <>
    <Seo title="Gestión de Contenidos" description="Gestión de Contenidos — LINX." path={paths.contentManagement} />
    <Section>
      <Container>
        <h1>Gestión de Contenidos</h1>
      </Container>
    </Section>
  </>
);

export default ContentManagementPage;
