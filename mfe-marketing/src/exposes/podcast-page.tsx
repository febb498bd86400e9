import { Container, paths, Section, Seo } from '@linx/shared';

/** Placeholder until its issue lands: heading and metadata only. */
const PodcastPage = () => (
  <>
    <Seo title="Podcast" description="Podcast LINX — LINX." path={paths.podcast} />
    <Section>
      <Container>
        <h1>Podcast LINX</h1>
      </Container>
    </Section>
  </>
);

export default PodcastPage;
