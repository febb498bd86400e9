import { blogArticlePath, CategoryChips } from '@linx/shared';
import { Link } from 'react-router-dom';
import { blogCopy } from '../../../content/blog';
import { imageSizes } from '../../../sections/image-sizes';
import type { ArticleSummary } from '../../../api/types';
import {
  StyledArticleCard,
  StyledCardBody,
  StyledCardCover,
  StyledCardCoverLink,
  StyledCardText,
  StyledCardTitle,
} from './article-card.styles';
import { AuthorLine } from './author-line';

/** A grid card: cover and title both lead to the article. */
export const ArticleCard = ({ article }: { article: ArticleSummary }) => {
  const href = blogArticlePath(article.slug);
  return (
    <StyledArticleCard>
      <StyledCardCoverLink to={href}>
        <StyledCardCover
          image={article.cover}
          sizes={imageSizes.articleCard}
          alt={blogCopy.article.coverAlt(article.title)}
        />
      </StyledCardCoverLink>
      <StyledCardBody>
        <CategoryChips names={article.categories} />
        <StyledCardTitle>
          <Link to={href}>{article.title}</Link>
        </StyledCardTitle>
        <StyledCardText>{article.description}</StyledCardText>
        <AuthorLine author={article.author} />
      </StyledCardBody>
    </StyledArticleCard>
  );
};
