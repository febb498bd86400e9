import { Container, paths, Section, Seo } from '@linx/shared';

/** Placeholder until its issue lands: heading and metadata only. */
const LiftAndLearnPage = () => (
  <>
    <Seo title="Lift and Learn" description="ScreenTrigger: Lift and Learn — LINX." path={paths.liftAndLearn} />
    <Section>
      <Container>
        <h1>ScreenTrigger: Lift and Learn</h1>
      </Container>
    </Section>
  </>
);

export default LiftAndLearnPage;
