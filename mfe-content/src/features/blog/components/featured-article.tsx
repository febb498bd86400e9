import { blogArticlePath, CategoryChips } from '@linx/shared';
import { Star } from 'lucide-react';
import { Link } from 'react-router-dom';
import { blogCopy } from '../../../content/blog';
import { imageSizes } from '../../../sections/image-sizes';
import type { ArticleSummary } from '../../../api/types';
import { AuthorLine } from './author-line';
import {
  StyledBadge,
  StyledCoverLink,
  StyledDescription,
  StyledFeatured,
  StyledFeaturedBody,
  StyledFeaturedCover,
  StyledFeaturedTitle,
} from './featured-article.styles';

/** The "Destacado" article: 400 px cover, title, description and author. */
export const FeaturedArticle = ({ article }: { article: ArticleSummary }) => {
  const href = blogArticlePath(article.slug);
  return (
    <StyledFeatured aria-labelledby="featured-article-title">
      <StyledCoverLink to={href}>
        <StyledFeaturedCover
          image={article.cover}
          sizes={imageSizes.featuredCover}
          alt={blogCopy.article.coverAlt(article.title)}
          priority="eager"
        />
      </StyledCoverLink>
      <StyledFeaturedBody>
        <StyledBadge>
          <Star aria-hidden="true" size={14} />
          {blogCopy.featured}
        </StyledBadge>
        <CategoryChips names={article.categories} />
        <StyledFeaturedTitle id="featured-article-title">
          <Link to={href}>{article.title}</Link>
        </StyledFeaturedTitle>
        <StyledDescription>{article.description}</StyledDescription>
        <AuthorLine author={article.author} />
      </StyledFeaturedBody>
    </StyledFeatured>
  );
};
