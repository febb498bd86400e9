import { Container, paths, Section, Seo } from '@linx/shared';

/** Placeholder until its issue lands: heading and metadata only. */
const BlogArticlePage = () => (
  <>
    <Seo title="Artículo" description="Artículo — LINX." path={paths.blogArticle} />
    <Section>
      <Container>
        <h1>Artículo</h1>
      </Container>
    </Section>
  </>
);

export default BlogArticlePage;
