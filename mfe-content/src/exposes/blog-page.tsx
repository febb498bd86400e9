import { Container, paths, Section, Seo } from '@linx/shared';

/** Placeholder until its issue lands: heading and metadata only. */
const BlogPage = () => (
  <>
    <Seo title="Blog" description="Blog — LINX." path={paths.blog} />
    <Section>
      <Container>
        <h1>Blog</h1>
      </Container>
    </Section>
  </>
);

export default BlogPage;
