import { absoluteUrl, blogArticlePath, CategoryChips, Container, paths, Section, Seo } from '@linx/shared';
import { blogCopy } from '../../../content/blog';
import { BackLink } from '../../../sections/back-link';
import { imageSizes } from '../../../sections/image-sizes';
import { MarkdownBody } from '../../../sections/markdown-body';
import { blogPostingNode } from '../../../api/structured-data';
import type { Article } from '../../../api/types';
import { AuthorBlock } from './author-block';
import {
  StyledArticle,
  StyledArticleCover,
  StyledHeader,
  StyledLead,
  StyledMetaRow,
  StyledTitle,
} from './article-view.styles';
import { ShareButton } from './share-button';

/** One article: back link, title, author and share, 400 px cover, markdown body. */
export const ArticleView = ({ article }: { article: Article }) => (
  <Section>
    <Seo
      title={article.title}
      description={article.description}
      image={article.cover}
      path={blogArticlePath(article.slug)}
      type="article"
      article={{ publishedTime: article.publishedAt, modifiedTime: article.updatedAt, sections: article.categories }}
      structuredData={{
        kind: 'WebPage',
        nodes: [blogPostingNode(article, absoluteUrl(blogArticlePath(article.slug)))],
      }}
    />
    <Container>
      <StyledArticle>
        <StyledHeader>
          <BackLink to={paths.blog} label={blogCopy.article.back} />
          <CategoryChips names={article.categories} />
          <StyledTitle>{article.title}</StyledTitle>
          {article.description ? <StyledLead>{article.description}</StyledLead> : null}
          <StyledMetaRow>
            <AuthorBlock author={article.author} />
            <ShareButton title={article.title} text={article.description} />
          </StyledMetaRow>
        </StyledHeader>
        {/* The page's largest first-screen image: fetched first, preloaded from the HTML. None without a cover. */}
        {article.cover ? (
          <StyledArticleCover
            image={article.cover}
            sizes={imageSizes.articleCover}
            alt={blogCopy.article.coverAlt(article.title)}
            priority="high"
          />
        ) : null}
        <MarkdownBody>{article.content}</MarkdownBody>
      </StyledArticle>
    </Container>
  </Section>
);
