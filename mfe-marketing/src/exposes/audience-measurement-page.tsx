import { Container, paths, Section, Seo } from '@linx/shared';

/** Placeholder until its issue lands: heading and metadata only. */
const AudienceMeasurementPage = () => (
  <>
    <Seo title="Medición de Audiencia" description="AdReactiON: Medición de Audiencia — LINX." path={paths.audienceMeasurement} />
    <Section>
      <Container>
        <h1>AdReactiON: Medición de Audiencia</h1>
      </Container>
    </Section>
  </>
);

export default AudienceMeasurementPage;
